import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';

// An outside client of the API made from its reference alone: types generated from the live
// /api/openapi.json by openapi-typescript, a small openapi-fetch program typechecked against them,
// then run against a test server.

const here = path.join(import.meta.dirname, '../../../scripts/openapi-client');
let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const document = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as Parameters<typeof openapiTS>[0];
  mkdirSync(path.join(here, 'generated'), { recursive: true });
  writeFileSync(path.join(here, 'generated/schema.d.ts'), astToString(await openapiTS(document)));
});
afterAll(() => t.close());

it('a client generated from the reference typechecks and calls the API', async () => {
  const program = ts.createProgram([path.join(here, 'program.ts')], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    types: ['node'],
  });
  const errors = ts
    .getPreEmitDiagnostics(program)
    .map((d) => `${d.file ? d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1 : 0}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
  expect(errors).toEqual([]);

  // Imported by its address, not by a written path: the project's typecheck must not follow it into
  // the generated types, which exist only once this test has made them.
  const { run } = (await import(pathToFileURL(path.join(here, 'program.ts')).href)) as {
    run: (baseUrl: string, account: { username: string; password: string }) => Promise<{ call: string; status: number }[]>;
  };
  const calls = await run(baseUrl, { username: 'demo', password: 'guildhall-demo' });
  const operations = new Set(calls.map(({ call }) => call));
  expect(operations.size).toBeGreaterThanOrEqual(20);
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/app';
import { declaredAnswer } from '../../src/plugins/answer-contract';
import { exampleKey } from '../../../scripts/api-examples';
import { createTestApp, type TestApp } from '../test-app';

// The reference's examples (docs/api-examples.json, recorded by `npm run docs:examples`) are real
// answers: each still matches its call's declared answer, and every JSON call has one.

const examples = JSON.parse(readFileSync(path.join(repoRoot, 'docs/api-examples.json'), 'utf8')) as Record<string, Record<string, unknown>>;
type Declared = { format?: string; content?: Record<string, { schema?: { format?: string } }> } | undefined;
/** A file answer: a binary schema, or (typed per media type) only binary contents. */
const isBinary = (answer: Declared) =>
  answer?.format === 'binary' || (answer?.content !== undefined && Object.values(answer.content).every((c) => c.schema?.format === 'binary'));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const documented = () => t.app.routeList.filter((r) => r.url.startsWith('/api/') && !r.schema?.hide && r.method !== 'OPTIONS' && !r.url.includes('*'));

describe('docs/api-examples.json', () => {
  it('matches each call’s declared answer', () => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats.default(ajv);
    const broken: string[] = [];
    for (const route of documented()) {
      for (const [status, example] of Object.entries(examples[exampleKey(route)] ?? {})) {
        const schema = declaredAnswer(route.schema?.response, Number(status));
        if (!schema) broken.push(`${exampleKey(route)} ${status}: not declared`);
        else if (!ajv.validate(schema, example)) broken.push(`${exampleKey(route)} ${status}: ${ajv.errorsText()}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('has an example of every call that answers JSON (run `npm run docs:examples` after adding one)', () => {
    const twins = new Set(documented().map((r) => r.url));
    const missing = documented()
      .filter((r) => !isBinary(r.schema?.response?.['200']) && !r.schema?.response?.['302'])
      // A GET and POST twin share one operation in the reference: one example serves both.
      .filter((r) => !documented().some((other) => other.url === r.url && examples[exampleKey(other)]))
      .map(exampleKey);
    expect(twins.size).toBeGreaterThan(40);
    expect(missing).toEqual([]);
  });
});

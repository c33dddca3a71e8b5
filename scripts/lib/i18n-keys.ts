import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The SPA's catalogue keys, read from its code: the English text of every `t('…')` and `msg('…')`
// call whose first argument is written out (docs/translations.md).

const MARKERS = new Set(['t', 'msg']);

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(file);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield file;
  }
}

/** Each key, with the files it is written in. */
export function spaKeys(root: string): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  for (const file of sourceFiles(path.join(root, 'src'))) {
    const text = readFileSync(file, 'utf8');
    if (!/\b(t|msg)\(/.test(text)) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && MARKERS.has(node.expression.text)) {
        const [first] = node.arguments;
        if (first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) {
          const where = path.relative(root, file);
          keys.set(first.text, [...(keys.get(first.text) ?? []), where]);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return keys;
}

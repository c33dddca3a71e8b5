import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../contract/i18n/languages';
import { pageTextsId, pageTextsKey, parseTextsId } from '../../contract/i18n/text-parts';
import { partIn, textParts, type TextPart, type TextParts } from './i18n-parts';
import { resolveSource } from './source-imports';

// The build's (and the dev server's) modules of a language's page texts, split as
// scripts/lib/i18n-parts.ts says, from the catalogue translators edit (src/locales/<language>.json):
// the split is made from the code each time, never written down, so it cannot go stale.
//   virtual:i18n-texts/<language>          the core part (`core`), the country names if the core shows
//                                          them, `pages`: each page module's loader of its part, by its
//                                          short name, and `later`: the loaders of the parts of the
//                                          modules the core loads on demand
//   virtual:i18n-texts/<language>/<module> that page's (or that module's) part: `messages`, `countries`
//                                          if it shows them, and `later`
// English is the code's own text: its parts exist only where country names come with them, and its
// core module (pages and modules that show country names) is in the site's shell.
// Each `import('…')` of a module with a part of its own is made to wait for that part too
// (`withTexts`, src/lib/i18n/catalogues.ts), so what it shows is in the language at once.

const pick = (catalogue: Record<string, string>, keys: string[]) =>
  Object.fromEntries(keys.filter((key) => key in catalogue).map((key) => [key, catalogue[key]]));

export function i18nParts(root: string): Plugin {
  let parts: TextParts | undefined;
  const catalogue = (language: string) => JSON.parse(readFileSync(path.join(root, 'src/locales', `${language}.json`), 'utf8')) as Record<string, string>;
  const countries = (language: string) => JSON.stringify(path.join(root, 'src/locales/countries', `${language}.json`));
  const partOf = (all: TextParts, module: string) => all.pages.get(module) ?? all.onDemand.get(module);
  const ownPart = (all: TextParts, module: string) => {
    const part = all.onDemand.get(module);
    return part !== undefined && (partIn(part, true) || partIn(part, false));
  };

  function moduleOf(language: Language, part: TextPart, messages: Record<string, string>, exported: 'core' | 'messages') {
    const english = language === DEFAULT_LANGUAGE;
    const all = parts!;
    const loaders = (modules: string[]) =>
      modules
        .filter((module) => partIn(partOf(all, module)!, english))
        .map((module) => `  ${JSON.stringify(pageTextsKey(module))}: () => import(${JSON.stringify(pageTextsId(language, module))}),`)
        .join('\n');
    return [
      `export const ${exported} = ${JSON.stringify(english ? {} : pick(messages, part.keys))};`,
      part.countries ? `export { default as countries } from ${countries(language)};` : 'export const countries = undefined;',
      `export const later = {\n${loaders(part.onDemand)}\n};`,
      ...(exported === 'core' ? [`export const pages = {\n${loaders([...all.pages.keys()])}\n};`] : []),
    ].join('\n');
  }

  return {
    name: 'guildhall:i18n-parts',
    enforce: 'pre',
    resolveId(id) {
      return parseTextsId(id) ? `\0${id}` : undefined;
    },
    load(id) {
      const texts = id.startsWith('\0') ? parseTextsId(id.slice(1)) : null;
      if (!texts || !LANGUAGES.includes(texts.language as Language)) return undefined;
      const language = texts.language as Language;
      parts ??= textParts(root);
      const messages = language === DEFAULT_LANGUAGE ? {} : catalogue(language);
      if (texts.module === null) return moduleOf(language, parts.core, messages, 'core');
      const part = partOf(parts, texts.module);
      return part ? moduleOf(language, part, messages, 'messages') : undefined;
    },
    transform(code, id) {
      const file = path.relative(root, id.split('?')[0]);
      if (!file.startsWith(`src${path.sep}`) || !/\.tsx?$/.test(file) || !code.includes('import(')) return undefined;
      parts ??= textParts(root);
      const all = parts;
      const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
      const wrapped: { start: number; end: number; key: string }[] = [];
      const visit = (node: ts.Node) => {
        if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
          const [specifier] = node.arguments;
          const target = specifier && ts.isStringLiteral(specifier) ? resolveSource(root, file, specifier.text) : null;
          if (target && ownPart(all, target)) wrapped.push({ start: node.getStart(source), end: node.end, key: pageTextsKey(target) });
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      if (wrapped.length === 0) return undefined;
      let out = code;
      for (const { start, end, key } of wrapped.reverse())
        out = `${out.slice(0, start)}__withTexts(${out.slice(start, end)}, ${JSON.stringify(key)})${out.slice(end)}`;
      // At the end, so that no line moves (imports are hoisted wherever they are written).
      return { code: `${out}\nimport { withTexts as __withTexts } from '@/lib/i18n/catalogues';\n`, map: null };
    },
    configureServer(server) {
      // The dev server makes the parts again once a source file or a catalogue changes.
      server.watcher.on('change', (file) => {
        if (!/\.(tsx?|json)$/.test(file)) return;
        parts = undefined;
        for (const module of server.moduleGraph.idToModuleMap.values())
          if (module.id?.startsWith('\0') && parseTextsId(module.id.slice(1))) server.moduleGraph.invalidateModule(module);
      });
    },
  };
}

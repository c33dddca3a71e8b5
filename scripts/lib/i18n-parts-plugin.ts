import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LANGUAGES, type Language } from '../../contract/i18n/languages';
import { pageTextsId, pageTextsKey, parseTextsId } from '../../contract/i18n/text-parts';
import { textParts, type TextParts } from './i18n-parts';

// The build's (and the dev server's) modules of a language's page texts, split as
// scripts/lib/i18n-parts.ts says, from the catalogue translators edit (src/locales/<language>.json):
// the split is made from the code each time, never written down, so it cannot go stale.
//   virtual:i18n-texts/<language>          the core part (`core`), the country names if the core shows
//                                          them, and `pages`: each page module's loader of its part, by its short name
//   virtual:i18n-texts/<language>/<module> that page's part (`messages`, and `countries` if it shows them)

const pick = (catalogue: Record<string, string>, keys: string[]) =>
  Object.fromEntries(keys.filter((key) => key in catalogue).map((key) => [key, catalogue[key]]));

export function i18nParts(root: string): Plugin {
  let parts: TextParts | undefined;
  const catalogue = (language: string) => JSON.parse(readFileSync(path.join(root, 'src/locales', `${language}.json`), 'utf8')) as Record<string, string>;
  const countries = (language: string) => JSON.stringify(path.join(root, 'src/locales/countries', `${language}.json`));
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
      const messages = catalogue(language);
      if (texts.module === null) {
        const loaders = [...parts.pages]
          .filter(([, part]) => part.keys.length > 0 || part.countries)
          .map(([module]) => `  ${JSON.stringify(pageTextsKey(module))}: () => import(${JSON.stringify(pageTextsId(language, module))}),`);
        return [
          `export const core = ${JSON.stringify(pick(messages, parts.core.keys))};`,
          parts.core.countries ? `export { default as countries } from ${countries(language)};` : 'export const countries = undefined;',
          `export const pages = {\n${loaders.join('\n')}\n};`,
        ].join('\n');
      }
      const part = parts.pages.get(texts.module);
      if (!part) return undefined;
      return [
        `export const messages = ${JSON.stringify(pick(messages, part.keys))};`,
        part.countries ? `export { default as countries } from ${countries(language)};` : 'export const countries = undefined;',
      ].join('\n');
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

import type { Language } from './languages';

// The module ids of a language's page texts in the browser build (made by scripts/lib/i18n-parts-plugin.ts
// from src/locales/<language>.json): the build's plugin answers them, the language's chunk loads
// them and the server finds their files in the build's manifest under the same names.

const PREFIX = 'virtual:i18n-texts/';

/** The core part of a language's texts and the loaders of its page parts. */
export const coreTextsId = (language: Language) => `${PREFIX}${language}`;

/** The texts of one page module (a path as `PAGES` names it), or of a module a page loads on demand, that the core part does not have. */
export const pageTextsId = (language: Language, module: string) => `${PREFIX}${language}/${module}`;

/** A page module's short name (`bet-page`), which keys its part's loader in the language's chunk (every first load carries that list); the same for a module loaded on demand (`bet-modals`). */
export const pageTextsKey = (module: string) => module.slice(module.lastIndexOf('/') + 1).replace(/\.tsx?$/, '');

/** The language and, for a page part, the page module of an id made above; null for any other id. */
export function parseTextsId(id: string): { language: string; module: string | null } | null {
  if (!id.startsWith(PREFIX)) return null;
  const [language, ...module] = id.slice(PREFIX.length).split('/');
  return { language, module: module.length > 0 ? module.join('/') : null };
}

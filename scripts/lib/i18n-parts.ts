import { PAGES } from '../../contract/paths';
import { spaKeys } from './i18n-keys';
import { reachableFiles, type ImportsCache } from './source-imports';

// How a language's page texts are split (docs/translations.md#the-texts-each-page-loads): a core
// part with the texts of everything the site starts with (the layout, the not-found page), one part
// per page module with the texts its module and its static imports show that the core part does not
// have, and one part per module loaded on demand (a modal, a tab, a form the page shows later: the
// target of an `import('…')`) with the texts it shows that the core part and every module importing
// it do not have, loaded with that module. A text two pages share sits in both parts: each page then
// loads only what it shows, and a first load stays within its budget. A text no module reaches (none,
// while knip holds) goes to the core part, so it is never lost.

/** The entry the site starts from (index.html's script), and its last step, the app, loaded before the
 *  first render; pages are reached only through the router's lazy routes. */
const CORE = ['src/main.tsx', 'src/app/start.tsx'];
/** The module that shows country names: a part whose files reach it carries the language's table. */
const COUNTRY_NAMES = 'src/components/ui/country-names.ts';

export interface TextPart {
  keys: string[];
  countries: boolean;
  /** The modules its files load on demand that have a part of their own (texts or country names). */
  onDemand: string[];
}

export interface TextParts {
  core: TextPart;
  /** By page module, as `PAGES` names it. */
  pages: Map<string, TextPart>;
  /** By module loaded on demand. */
  onDemand: Map<string, TextPart>;
}

/** Whether a part has anything to load in a language: English is the code's own text, and needs only country names. */
export const partIn = (part: TextPart, english: boolean) => part.countries || (!english && part.keys.length > 0);

export function textParts(root: string): TextParts {
  const keysByFile = new Map<string, string[]>();
  const allKeys = spaKeys(root);
  for (const [key, files] of allKeys) for (const file of files) keysByFile.set(file, [...(keysByFile.get(file) ?? []), key]);
  const cache: ImportsCache = new Map();
  const keysOf = (files: Set<string>) => new Set([...files].flatMap((file) => keysByFile.get(file) ?? []));

  const core = reachableFiles(root, CORE, cache);
  const coreKeys = keysOf(core.files);
  const coreCountries = core.files.has(COUNTRY_NAMES);
  const pageModules = new Set<string>(Object.values(PAGES).map((page) => page.module));
  const reached = new Map([...pageModules].map((module) => [module, reachableFiles(root, [module], cache)]));
  // The modules loaded on demand, from the core, the pages and one another, and who imports each.
  const importers = new Map<string, Set<string>[]>();
  const pending = [core, ...reached.values()];
  while (pending.length > 0) {
    const from = pending.pop()!;
    for (const module of from.onDemand) {
      if (core.files.has(module) || pageModules.has(module)) continue;
      if (!importers.has(module)) {
        importers.set(module, []);
        const own = reachableFiles(root, [module], cache);
        reached.set(module, own);
        pending.push(own);
      }
      importers.get(module)!.push(from.files);
    }
  }

  const placed = new Set(coreKeys);
  const part = (module: string): TextPart => {
    const { files } = reached.get(module)!;
    const by = importers.get(module) ?? [];
    // What every module importing it has loaded already (for a page: nothing beyond the core part).
    const loaded = by.length > 0 ? [...keysOf(by[0])].filter((key) => by.every((importer) => keysOf(importer).has(key))) : [];
    const keys = [...keysOf(files)].filter((key) => !coreKeys.has(key) && !loaded.includes(key));
    for (const key of keys) placed.add(key);
    const countries = !coreCountries && files.has(COUNTRY_NAMES) && !(by.length > 0 && by.every((importer) => importer.has(COUNTRY_NAMES)));
    return { keys: keys.sort(), countries, onDemand: [] };
  };
  const pages = new Map([...pageModules].map((module) => [module, part(module)]));
  const onDemand = new Map([...importers.keys()].map((module) => [module, part(module)]));
  const withPart = (from: { onDemand: Set<string> }) =>
    [...from.onDemand].filter((module) => {
      const own = onDemand.get(module);
      return own !== undefined && (own.countries || own.keys.length > 0);
    });
  for (const [module, own] of [...pages, ...onDemand]) own.onDemand = withPart(reached.get(module)!);
  for (const key of allKeys.keys()) if (!placed.has(key)) coreKeys.add(key);
  return { core: { keys: [...coreKeys].sort(), countries: coreCountries, onDemand: withPart(core) }, pages, onDemand };
}

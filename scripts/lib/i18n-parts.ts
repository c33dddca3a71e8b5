import { PAGES } from '../../contract/paths';
import { spaKeys } from './i18n-keys';
import { reachableFiles } from './source-imports';

// How a language's page texts are split (docs/translations.md#the-texts-each-page-loads): a core
// part with the texts of everything the site starts with (the layout, the not-found page, what
// loads on demand from them), and one part per page module with the texts its module and its
// imports show that the core part does not have. A text two pages share sits in both parts: each
// page then loads only what it shows, and a first load stays within its budget. A text no module
// reaches (none, while knip holds) goes to the core part, so it is never lost.

/** The entry the site starts from (index.html's script); pages are reached only through the router's lazy routes. */
const ENTRY = 'src/main.tsx';
/** The module that shows country names: a part whose files reach it carries the language's table. */
const COUNTRY_NAMES = 'src/components/ui/country-names.ts';

interface TextPart {
  keys: string[];
  countries: boolean;
}

export interface TextParts {
  core: TextPart;
  /** By page module, as `PAGES` names it. */
  pages: Map<string, TextPart>;
}

export function textParts(root: string): TextParts {
  const keysByFile = new Map<string, string[]>();
  const allKeys = spaKeys(root);
  for (const [key, files] of allKeys) for (const file of files) keysByFile.set(file, [...(keysByFile.get(file) ?? []), key]);
  const cache = new Map<string, string[]>();
  const keysOf = (files: Set<string>) => new Set([...files].flatMap((file) => keysByFile.get(file) ?? []));

  const coreFiles = reachableFiles(root, ENTRY, cache);
  const core = keysOf(coreFiles);
  const pages = new Map<string, TextPart>();
  const placed = new Set(core);
  for (const module of new Set(Object.values(PAGES).map((page) => page.module))) {
    const files = reachableFiles(root, module, cache);
    const keys = [...keysOf(files)].filter((key) => !core.has(key));
    for (const key of keys) placed.add(key);
    pages.set(module, { keys: keys.sort(), countries: !coreFiles.has(COUNTRY_NAMES) && files.has(COUNTRY_NAMES) });
  }
  for (const key of allKeys.keys()) if (!placed.has(key)) core.add(key);
  return { core: { keys: [...core].sort(), countries: coreFiles.has(COUNTRY_NAMES) }, pages };
}

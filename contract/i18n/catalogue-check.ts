import { placeholdersOf } from './placeholders';

// What the translators' checks ask of a language's catalogue against the English one
// (docs/translations.md): every English message, nothing more, none empty, the same placeholders.

export type Catalogue = Readonly<Record<string, string>>;

export interface CatalogueProblems {
  missing: string[];
  unused: string[];
  empty: string[];
  placeholders: string[];
}

export function catalogueProblems(english: Catalogue, catalogue: Catalogue): CatalogueProblems {
  const ids = Object.keys(english);
  return {
    missing: ids.filter((id) => !(id in catalogue)),
    unused: Object.keys(catalogue).filter((id) => !(id in english)),
    empty: ids.filter((id) => id in catalogue && catalogue[id].trim() === ''),
    placeholders: ids.filter((id) => id in catalogue && placeholdersOf(catalogue[id]).join() !== placeholdersOf(id).join()),
  };
}

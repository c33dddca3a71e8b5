// The Spanish reader's texts that load before the first render: the core part of the pages' texts
// (with the loaders of each page's part, made from src/locales/es.json by the build) and the shared
// sentences (field messages).
export { default as sentences } from '@contract/locales/es.json';
export { core, countries, pages } from 'virtual:i18n-texts/es';

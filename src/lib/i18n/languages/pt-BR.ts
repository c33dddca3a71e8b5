// The Brazilian Portuguese reader's texts that load before the first render: the core part of the pages' texts
// (with the loaders of each page's part and of the parts of what it loads on demand, made from src/locales/pt-BR.json by the build); and the
// loader of the shared sentences (field messages, refusals), which come once the page is live.
export const sentences = () => import('@contract/locales/pt-BR.json');
export { core, countries, pages, later } from 'virtual:i18n-texts/pt-BR';

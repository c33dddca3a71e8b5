// The Brazilian Portuguese reader's texts, one chunk: the pages' messages, the shared sentences (field messages) and the country names.
export { default as pages } from '@/locales/pt-BR.json';
export { default as sentences } from '@contract/locales/pt-BR.json';
export { default as countries } from '@/locales/countries/pt-BR.json';

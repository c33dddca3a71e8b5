// The Spanish reader's texts, one chunk: the pages' messages, the shared sentences (field messages) and the country names.
export { default as pages } from '@/locales/es.json';
export { default as sentences } from '@contract/locales/es.json';
export { default as countries } from '@/locales/countries/es.json';

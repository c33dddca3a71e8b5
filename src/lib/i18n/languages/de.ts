// The German reader's texts, one chunk: the pages' messages, the shared sentences (field messages) and the country names.
export { default as pages } from '@/locales/de.json';
export { default as sentences } from '@contract/locales/de.json';
export { default as countries } from '@/locales/countries/de.json';

// The German reader's texts, one chunk: the pages' messages and the shared sentences (field messages).
export { default as pages } from '@/locales/de.json';
export { default as sentences } from '@contract/locales/de.json';

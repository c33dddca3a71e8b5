// The Brazilian Portuguese reader's texts, one chunk: the pages' messages and the shared sentences (field messages).
export { default as pages } from '@/locales/pt-BR.json';
export { default as sentences } from '@contract/locales/pt-BR.json';

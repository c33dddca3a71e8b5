import { t } from './i18n/translate';

/** A code's label in the page's language; a code the table does not know (an older row) shows as it is. */
export const codeLabel = <Code extends string>(labels: Record<Code, string>, code: string): string =>
  Object.hasOwn(labels, code) ? t(labels[code as Code]) : code;

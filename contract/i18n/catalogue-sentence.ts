import { formatMessage } from './format-message';
import { formatNumber } from '../rules/format';

/**
 * A sentence of the shared catalogue (contract/locales) in English, as every refusal is made: the
 * server's reply layer and the forms' messages find its template there and say it in the reader's
 * language, the field's name (a key of its own) and the limits too (docs/translations.md).
 */
export const catalogueSentence = (template: string, values: Record<string, string | number>) =>
  formatMessage(template, values, 'en', (n) => formatNumber(n, 'en'));

import { deviceName, type DeviceParts } from '@contract/rules/device-name';
import { t } from '@/lib/i18n/translate';

/**
 * A session's device in the page's language: the browser's and the system's names as the server
 * read them, the words around them the page's ("Safari 17 auf iOS 17.2"); null when the server
 * had no User-Agent to read.
 */
export const sayDevice = (parts: DeviceParts | null): string | null =>
  parts && deviceName(parts, { on: (browser, system) => t('{browser} on {system}', { browser, system }), aBrowser: t('A browser') });

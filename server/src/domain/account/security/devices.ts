import { UAParser } from 'ua-parser-js';
import { shortenText } from '@contract/rules/cut-text';
import { deviceName, type DeviceParts, type DeviceWords } from '@contract/rules/device-name';
import type { MailWriter } from '../../../lib/mail-text';

// How the session list and the activity log name a device and an address.

const ENGLISH: DeviceWords = { on: (browser, system) => `${browser} on ${system}`, aBrowser: 'A browser' };

/** The names a User-Agent gives its browser, system and model; null without a User-Agent. */
export function deviceParts(userAgent: string | null | undefined): DeviceParts | null {
  if (!userAgent) return null;
  const { browser, os, device } = new UAParser(userAgent).getResult();
  const major = browser.version?.split('.')[0];
  const app = browser.name ? `${browser.name}${major ? ` ${major}` : ''}` : null;
  const system = os.name ? `${os.name}${os.version ? ` ${os.version}` : ''}` : null;
  const model = device.model ? `${device.vendor ? `${device.vendor} ` : ''}${device.model}` : null;
  if (!app && !system) return { browser: shortenText(userAgent, 60), system: null, model: null };
  return { browser: app, system, model };
}

/** "Chrome 120 on Windows 10", "Mobile Safari 17 on iOS 17.2 (Apple iPhone)"; null without a User-Agent. */
export function describeDevice(userAgent: string | null | undefined, words: DeviceWords = ENGLISH): string | null {
  const parts = deviceParts(userAgent);
  return parts && deviceName(parts, words);
}

/** The device in a mail's language: product names kept, the words around them and an unknown device translated. */
export const deviceInMail = (userAgent: string | null | undefined, say: MailWriter['say']): string =>
  describeDevice(userAgent, { on: (browser, system) => say('{browser} on {system}', { browser, system }), aBrowser: say('a browser') }) ??
  say('an unknown device');

/**
 * The address with its last part hidden: 203.0.113.* for IPv4, the first three groups for IPv6.
 * No place database ships with the site, so the list shows this instead of a city.
 */
export function maskIp(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.*`;
  if (ip.includes(':')) {
    const groups = ip.split(':').filter(Boolean);
    return `${groups.slice(0, 3).join(':')}:*`;
  }
  return '*';
}

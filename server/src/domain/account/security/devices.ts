import { UAParser } from 'ua-parser-js';
import { shortenText } from '@contract/rules/cut-text';

// How the session list and the activity log name a device and an address.

/** "Chrome 120 on Windows 10", "Mobile Safari 17 on iOS 17.2 (iPhone)"; null without a User-Agent. */
export function describeDevice(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const { browser, os, device } = new UAParser(userAgent).getResult();
  const major = browser.version?.split('.')[0];
  const app = browser.name ? `${browser.name}${major ? ` ${major}` : ''}` : null;
  const system = os.name ? `${os.name}${os.version ? ` ${os.version}` : ''}` : null;
  const hardware = device.model ? ` (${device.vendor ? `${device.vendor} ` : ''}${device.model})` : '';
  if (!app && !system) return shortenText(userAgent, 60);
  return `${app ?? 'A browser'}${system ? ` on ${system}` : ''}${hardware}`;
}

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

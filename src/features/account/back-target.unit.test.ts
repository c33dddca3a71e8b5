import { describe, expect, it } from 'vitest';
import { resolveBackTarget } from './back-target';

const origin = 'https://guildhall.example';

describe('resolveBackTarget (the back rule)', () => {
  it.each([
    [null, '/account'],
    ['', '/account'],
    ['/', '/account'],
    ['home', '/account'],
    ['/home', '/account'],
    ['/login', '/account'],
    ['/login?back=/bet', '/account'],
    ['/logout', '/account'],
    ['/bet', '/bet'],
    ['/charid/7?tab=bank#bank', '/charid/7?tab=bank#bank'],
    ['store', '/store'],
    ['https://guildhall.example/wiki/item/3', '/wiki/item/3'],
    ['/wiki/../store', '/store'],
  ])('back=%j goes to %s', (back, target) => {
    expect(resolveBackTarget(back, origin)).toBe(target);
  });

  // Values that normalise to a protocol-relative or foreign URL after the login.
  const HOSTILE = [
    'https://evil.example/steal',
    '//evil.example/steal',
    '///evil.example/steal',
    '////evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/\\/evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'http://guildhall.example/bet',
    'data:text/html,hi',
    'vbscript:msgbox(1)',
    '/.//evil.example',
    '/./\\evil.example',
    '/x/..//evil.example',
    '/x/../\\evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/%2e%2e/%2fevil.example',
    '/a/%2e%2e//evil.example',
    '/..//evil.example',
    '/../..//evil.example',
    './/evil.example',
    '..//evil.example',
    'https:evil.example',
    'https:/evil.example',
    'https://guildhall.example@evil.example',
    'https://evil.example#https://guildhall.example',
    '//guildhall.example.evil.example',
    '\t//evil.example',
    '\n//evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'ftp://evil.example',
  ];

  it.each(HOSTILE)('never leaves the site: %j', (back) => {
    const target = resolveBackTarget(back, origin);
    // Whatever comes back resolves to this site, as the browser would resolve it.
    expect(new URL(target, origin).origin).toBe(origin);
    expect(target.startsWith('/')).toBe(true);
    expect(target).not.toMatch(/^\/[\\/]/);
  });

  it('has at least 30 hostile values', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(30);
  });
});

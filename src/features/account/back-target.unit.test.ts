import { describe, expect, it } from 'vitest';
import { resolveBackTarget } from './back-target';

const origin = 'https://guildhall.example';

describe('resolveBackTarget (SPEC §2 back rule)', () => {
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
  ])('back=%j goes to %s', (back, target) => {
    expect(resolveBackTarget(back, origin)).toBe(target);
  });

  it.each([
    'https://evil.example/steal',
    '//evil.example/steal',
    '/\\evil.example',
    'javascript:alert(1)',
    'http://guildhall.example/bet',
    'data:text/html,hi',
  ])('never leaves the site: %s', (back) => {
    expect(resolveBackTarget(back, origin)).toBe('/account');
  });
});

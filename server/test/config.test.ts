import { describe, expect, it } from 'vitest';
import { ConfigError, fileStorageOf, loadConfig } from '../src/config';

describe('config: every setting validated at start', () => {
  it('gives the documented defaults when nothing is set', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(8080);
    expect(c.DATA_DIR).toBe('./data');
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.BET_TAX_PERCENT).toBe(10);
    expect(c.DELETE_WAIT_SECONDS).toBe(300);
    expect(c.SEED_PLAYERS).toBe(2000);
  });

  it('listens on this machine only unless HOST says otherwise (the demo passwords are public)', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ BET_TAX_PERCENT: '101' }, 'BET_TAX_PERCENT'],
    [{ TEAM_EMAIL: 'nobody' }, 'TEAM_EMAIL'],
    [{ DISCORD_CLIENT_ID: 'abc' }, 'DISCORD_CLIENT_SECRET'],
    [{ BET_MIN_COINS: '500', BET_MAX_COINS: '100' }, 'BET_MIN_COINS'],
  ])('stops on a bad value and names the variable: %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('refuses several processes on the embedded database, with the reason', () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY: more than one process needs PostgreSQL \(DATABASE_URL\)/);
    expect(loadConfig({ WEB_CONCURRENCY: '4', DATABASE_URL: 'postgres://guildhall@db/guildhall' }).WEB_CONCURRENCY).toBe(4);
  });

  it('keeps uploads on disk by default and in the database once the site runs on PostgreSQL', () => {
    expect(fileStorageOf(loadConfig({}))).toBe('disk');
    expect(fileStorageOf(loadConfig({ DATABASE_URL: 'postgres://guildhall@db/guildhall' }))).toBe('database');
    expect(fileStorageOf(loadConfig({ DATABASE_URL: 'postgres://guildhall@db/guildhall', FILE_STORAGE: 'disk' }))).toBe('disk');
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(8080);
  });
});

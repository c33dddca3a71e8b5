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
    [{ DISCORD_WEBHOOK_URL: 'http://127.0.0.1:9000/hook' }, 'DISCORD_WEBHOOK_URL'],
    [{ DISCORD_WEBHOOK_URL: 'http://localhost:9000/hook' }, 'WEBHOOK_ALLOW_PRIVATE=1'],
    [{ DISCORD_WEBHOOK_URL: 'ftp://discord.example/hook' }, 'DISCORD_WEBHOOK_URL'],
    [{ WEBHOOK_ALLOW_PRIVATE: 'yes' }, 'WEBHOOK_ALLOW_PRIVATE'],
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

  it.each(['0.0.0.0/0', '::/0', '0.0.0.0/1,128.0.0.0/1', '10.0.0.2,8.0.0.0/4', '2000::/3', '10.0.0.0/7', '1.2.3.4/33', '1.2.3.4/255.0.0.0', 'loopback'])(
    'refuses a TRUST_PROXY that would trust clients to choose their address, naming the variable: %s',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: .*"/);
    },
  );

  it("takes TRUST_PROXY as a hop count, internal ranges of any width, and a CDN's public ranges", () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    const list = '10.0.0.0/8, 172.16.0.0/12,192.168.1.7,127.0.0.1,fd00::/8,::1,104.16.0.0/13,2a06:98c0::/29';
    expect(loadConfig({ TRUST_PROXY: list }).TRUST_PROXY).toHaveLength(8);
  });

  it('takes a webhook on this machine when the operator allows private targets', () => {
    expect(loadConfig({ DISCORD_WEBHOOK_URL: 'http://127.0.0.1:9000/hook', WEBHOOK_ALLOW_PRIVATE: '1' }).WEBHOOK_ALLOW_PRIVATE).toBe(true);
    expect(loadConfig({ DISCORD_WEBHOOK_URL: 'https://discord.com/api/webhooks/1/x' }).WEBHOOK_ALLOW_PRIVATE).toBe(false);
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(8080);
  });
});

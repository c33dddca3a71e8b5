import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

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

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(8080);
  });
});

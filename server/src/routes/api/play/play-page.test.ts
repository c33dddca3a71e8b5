import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';

// The play page document: only it may compile WebAssembly (Ruffle) and reach the game's socket
// proxy; the bootstrap hands Ruffle the loader path and the proxy settings.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    config: {
      GAME_LOADER_PATH: 'client/loader.swf',
      RUFFLE_SOCKET_PROXY_HOST: 'game.example',
      RUFFLE_SOCKET_PROXY_PORT: '5588',
      RUFFLE_SOCKET_PROXY_URL: 'wss://proxy.example:8443/socket',
    },
  });
});
afterAll(() => t?.close());

const csp = async (url: string) => String((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']);
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

describe('the play page policy', () => {
  it("allows 'wasm-unsafe-eval' and the socket proxy on /play only", async () => {
    const play = await csp('/play');
    expect(directive(play, 'script-src')).toContain("'wasm-unsafe-eval'");
    expect(directive(play, 'connect-src')).toContain('wss://proxy.example:8443');
    for (const other of ['/', '/dashboard', '/api/bootstrap', '/play/elsewhere']) {
      const policy = await csp(other);
      expect(directive(policy, 'script-src'), other).not.toContain('wasm-unsafe-eval');
      expect(directive(policy, 'connect-src'), other).not.toContain('proxy.example');
    }
  });

  it('passes the loader path and the socket proxy through the bootstrap', async () => {
    const bootstrap = (await t.app.inject({ method: 'GET', url: '/api/bootstrap' })).json();
    expect(bootstrap.settings.gameLoaderPath).toBe('client/loader.swf');
    expect(bootstrap.settings.ruffleSocketProxy).toEqual({ host: 'game.example', port: 5588, proxyUrl: 'wss://proxy.example:8443/socket' });
  });
});

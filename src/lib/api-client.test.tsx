import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse, delay } from 'msw';
import { server } from '@/testing/msw-server';
import { request, getJson, toFormData, api, REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS, setCsrfToken } from './api-client';
import { RequestFailure, toApiError } from './api-error';
import { GENERIC_ERROR_TEXT } from '@contract/rules/messages';

setCsrfToken('token-123');

describe('the request helper', () => {
  it('posts form data by default, with the CSRF token and an optional Accept header', async () => {
    let seen: { method: string; csrf: string | null; accept: string | null; coins: FormDataEntryValue | null } | null = null;
    server.use(
      http.post('/api/bet/new', async ({ request: req }) => {
        const body = await req.formData();
        seen = { method: req.method, csrf: req.headers.get('x-csrf-token'), accept: req.headers.get('accept'), coins: body.get('coins') };
        return HttpResponse.text('created', { status: 201 });
      }),
    );
    const answer = await request('/api/bet/new', { body: { coins: 150 }, accept: 'application/json' });
    expect(answer).toBe('created');
    expect(seen).toEqual({ method: 'POST', csrf: 'token-123', accept: 'application/json', coins: '150' });
  });

  it('treats only 200 and 201 as success: a 204 rejects and calls the error callback with the response', async () => {
    server.use(http.post('/api/x', () => new HttpResponse(null, { status: 204 })));
    const onError = vi.fn();
    await expect(request('/api/x', { onError })).rejects.toBeTruthy();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0][0].status).toBe(204);
  });

  it('logs failures by default', async () => {
    server.use(http.post('/api/x', () => HttpResponse.json({ messages: ['nope'] }, { status: 400 })));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(request('/api/x')).rejects.toBeTruthy();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('runs requests one at a time in first-in order, even when the first fails', async () => {
    const order: string[] = [];
    let active = 0;
    let maxActive = 0;
    server.use(
      http.get('/api/slow/:name', async ({ params }) => {
        active++;
        maxActive = Math.max(maxActive, active);
        order.push(`start ${params.name}`);
        await delay(params.name === 'a' ? 40 : 5);
        active--;
        order.push(`end ${params.name}`);
        return params.name === 'a' ? HttpResponse.json({ messages: ['x'] }, { status: 500 }) : HttpResponse.json({ ok: params.name });
      }),
    );
    const results = await Promise.allSettled([getJson('/api/slow/a'), getJson('/api/slow/b'), getJson('/api/slow/c')]);
    expect(maxActive).toBe(1);
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
  });

  it('builds the body from an object, a form element, or nothing', () => {
    const fromObject = toFormData({ a: 1, IsSpecial: true, skip: undefined, list: ['x', 'y'] });
    expect([...fromObject.entries()]).toEqual([
      ['a', '1'],
      ['IsSpecial', '1'],
      ['list', 'x'],
      ['list', 'y'],
    ]);
    const form = document.createElement('form');
    form.innerHTML = '<input name="username" value="aria">';
    expect(toFormData(form).get('username')).toBe('aria');
    expect([...toFormData(undefined).entries()]).toEqual([]);
  });
});

describe('toApiError', () => {
  const fail = async (status: number, body: unknown) => {
    server.use(http.post('/api/fail', () => HttpResponse.json(body as object, { status })));
    try {
      await request('/api/fail', { onError: () => undefined, responseType: 'json' });
    } catch (e) {
      return toApiError(e);
    }
    throw new Error('expected failure');
  };

  it('gives the field errors map of a 422', async () => {
    const e = await fail(422, { errors: { coins: ['The coins field is required.'] } });
    expect(e.fieldErrors).toEqual({ coins: ['The coins field is required.'] });
  });

  it('gives the messages list of other errors', async () => {
    expect((await fail(409, { messages: ['Bet already joined.'] })).messages).toEqual(['Bet already joined.']);
  });

  it('falls back to the generic text when there is no list and no map, or the map is empty', async () => {
    expect((await fail(500, {})).messages).toEqual([GENERIC_ERROR_TEXT]);
    expect((await fail(422, { errors: {} })).messages).toEqual([GENERIC_ERROR_TEXT]);
    expect(toApiError(new TypeError('network down')).messages).toEqual([GENERIC_ERROR_TEXT]);
  });

  it("names the server's request id after the generic text, so support can find its log lines", async () => {
    server.use(
      http.post('/api/fails', () => HttpResponse.json({ messages: [GENERIC_ERROR_TEXT] }, { status: 500, headers: { 'X-Request-Id': 'req-7f3a' } })),
      http.post('/api/refuses', () => HttpResponse.json({ messages: ['Bet already joined.'] }, { status: 409, headers: { 'X-Request-Id': 'req-7f3b' } })),
    );
    const failed = (await request('/api/fails', { onError: () => undefined }).catch((e: unknown) => e)) as RequestFailure;
    expect(failed.messages).toEqual([`${GENERIC_ERROR_TEXT} Reference: req-7f3a`]);
    // A refusal the player can act on keeps its own words.
    const refused = (await request('/api/refuses', { onError: () => undefined }).catch((e: unknown) => e)) as RequestFailure;
    expect(refused.messages).toEqual(['Bet already joined.']);
  });
});

describe('a request that hangs or is cancelled does not hold the queue', () => {
  it('fails a request that gets no answer in time, and the next request in the queue runs', async () => {
    server.use(
      http.get('/api/hangs', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
      http.get('/api/after', () => HttpResponse.json({ ok: true })),
    );
    const hanging = request('/api/hangs', { method: 'GET', timeout: 50, onError: () => undefined });
    const after = getJson<{ ok: boolean }>('/api/after');
    await expect(hanging).rejects.toMatchObject({ code: 'ECONNABORTED' });
    await expect(after).resolves.toEqual({ ok: true });
  });

  it('gives every request a time limit, and uploads a longer one', async () => {
    const seen: (number | undefined)[] = [];
    const id = api.interceptors.request.use((config) => {
      seen.push(config.timeout);
      return config;
    });
    server.use(
      http.post('/api/plain', () => HttpResponse.text('ok')),
      http.post('/api/upload', () => HttpResponse.text('ok')),
    );
    try {
      await request('/api/plain', { body: { name: 'x' } });
      await request('/api/upload', { body: { file: new Blob(['png']) } });
    } finally {
      api.interceptors.request.eject(id);
    }
    expect(REQUEST_TIMEOUT_MS).toBeGreaterThan(0);
    expect(UPLOAD_TIMEOUT_MS).toBeGreaterThan(REQUEST_TIMEOUT_MS);
    expect(seen).toEqual([REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS]);
  });

  it('drops a queued request when its query is cancelled, without waiting for the one in front', async () => {
    let release!: () => void;
    const calls: string[] = [];
    server.use(
      http.get('/api/first', async () => {
        calls.push('first');
        await new Promise<void>((r) => (release = r));
        return HttpResponse.json({ n: 1 });
      }),
      http.get('/api/cancelled', () => {
        calls.push('cancelled');
        return HttpResponse.json({ n: 2 });
      }),
    );
    const first = getJson('/api/first');
    const controller = new AbortController();
    const cancelled = getJson('/api/cancelled', undefined, { signal: controller.signal });
    controller.abort();
    // Settled while the first request is still in flight.
    const outcome = await cancelled.then(
      () => 'resolved',
      (e: unknown) => (e instanceof RequestFailure && e.cancelled ? 'cancelled' : String(e)),
    );
    expect(outcome).toBe('cancelled');
    await vi.waitFor(() => expect(calls).toEqual(['first']));
    release();
    await expect(first).resolves.toEqual({ n: 1 });
    expect(calls).toEqual(['first']);
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setCurrentLanguage } from '@contract/i18n/current';
import { startLanguage } from '@/lib/i18n/catalogues';
import { saySentence } from '@/lib/i18n/sentences';
import { server } from '@/testing/msw-server';
import { request } from './api-client';

// A German reader's shared sentences are not in the first load (docs/translations.md#the-texts-each-page-loads):
// an answer that arrives before they have is handed over only once they are here, so its refusal is said in German.

afterAll(() => setCurrentLanguage('en'));

describe('a refusal that arrives before the sentences', () => {
  it('is said in the page’s language', async () => {
    await startLanguage('de');
    expect(saySentence('The password is incorrect.')).toBe('The password is incorrect.');
    server.use(http.post('/api/test/refused', () => HttpResponse.json({ messages: ['The password is incorrect.'] }, { status: 422 })));
    await expect(request('/api/test/refused', { onError: () => undefined })).rejects.toBeDefined();
    expect(saySentence('The password is incorrect.')).toBe('Das Passwort ist falsch.');
  });
});

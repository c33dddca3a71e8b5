import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/client';
import { createTestApp, loginAs, type TestApp } from '../../../../test/test-app';

// A staff member who reads German is refused a store package or a player action in German: the
// sentence, the field's name inside it and its numbers; the English answer stays for everyone else.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ players: 10 });
});
afterAll(() => t.close());

describe("the staff forms' refusals in the reader's language", () => {
  it('says a refused store package in German', async () => {
    const gm = await loginAs(t.app, 'gamemaster');
    const packages = async () => (await gm.get('/api/dashboard/store?draw=1&start=0&length=25')).json().recordsTotal as number;
    const before = await packages();
    await gm.post(endpoints.language(), { language: 'de' });
    try {
      const bad = await gm.post('/api/dashboard/store', {
        Name: 'Dragon Pack',
        File: 'dragon-pack.png',
        Type: '1',
        RarityID: '1',
        Cost: '1500',
        Vip: '4000',
        SaleEndsAt: 'soon',
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({
        Vip: ['Das Feld VIP-Tage muss eine ganze Zahl von 0 bis 3.650 sein.'],
        SaleEndsAt: ['Das Feld Verkaufsende muss ein Datum mit Uhrzeit sein.'],
      });
      // An id is bounded before the form's own rules are read.
      const badge = await gm.post('/api/dashboard/store', { Name: 'Dragon Pack', File: 'dragon-pack.png', Type: '1', RarityID: '1', Cost: '1', BadgeID: '0' });
      expect(badge.json().errors).toEqual({ BadgeID: ['Das Feld Abzeichen-ID muss größer als 0 sein.'] });
      expect(await packages()).toBe(before);
    } finally {
      await gm.post(endpoints.language(), { language: 'en' });
    }
  });

  it("says a refused player action and a table's filter in the request's language", async () => {
    const mod = await loginAs(t.app, 'moderator');
    const german = { 'accept-language': 'de-DE,de;q=0.9' };
    const suspend = await mod.inject({
      method: 'POST',
      url: '/api/dashboard/players/2/suspend',
      payload: { reason: ' ', until: 'next week' },
      headers: german,
    });
    expect(suspend.statusCode).toBe(422);
    expect(suspend.json().errors).toEqual({
      reason: ['Das Feld Grund muss zwischen 3 und 500 Zeichen lang sein.'],
      until: ['Das Feld bis muss ein Datum sein (JJJJ-MM-TT).'],
    });
    const mail = await mod.inject({ method: 'POST', url: '/api/dashboard/players/2/mail', payload: { subject: 'Hallo', text: '' }, headers: german });
    expect(mail.json().errors).toEqual({ text: ['Das Feld Text muss zwischen 1 und 5.000 Zeichen lang sein.'] });
    const table = await mod.inject({ url: '/api/dashboard/players?draw=1&start=0&length=25&seen_within_days=9999', headers: german });
    expect(table.json().errors).toEqual({ seen_within_days: ['Das Feld gesehen innerhalb von Tagen muss eine ganze Zahl von 1 bis 3.650 sein.'] });
    const english = await mod.post('/api/dashboard/players/2/suspend', { reason: 'Spamming', until: 'next week' });
    expect(english.json().errors).toEqual({ until: ['The until field must be a date (YYYY-MM-DD).'] });
  });
});

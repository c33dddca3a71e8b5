import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import type { ActivityRow } from '@contract/types/security';
import { server } from '@/testing/msw-server';
import { renderWithApp } from '@/testing/test-utils';
import { pagesIn } from '@/testing/page-language';
import { ActivityCard } from './activity-card';

// A German owner's activity log: each row is written in German from its message id and values
// (figures the German way, names and the staff member's reason as written); a row stored before
// the ids shows its stored sentence.

pagesIn('de');

const row = (r: Pick<ActivityRow, 'Kind' | 'Detail' | 'message'> & Partial<ActivityRow>): ActivityRow => ({
  args: {},
  ip: null,
  device: null,
  Date: '2026-11-20T10:00:00.000Z',
  ...r,
});

const rows: ActivityRow[] = [
  row({ Kind: 'sign_in', Detail: 'Signed in with the password.', message: 'sign_in_password', ip: '203.0.113.*' }),
  row({
    Kind: 'purchase',
    Detail: 'Bought Dragon Hoard for 12,500 Coins as a gift for Lyra',
    message: 'purchase_gift',
    args: { package: 'Dragon Hoard', cost: 12_500, currency: 'Coins', player: 'Lyra' },
  }),
  row({ Kind: 'bet_created', Detail: 'Created bet #1234 for 1,000 coins', message: 'bet_created', args: { bet: 1234, coins: 1000 } }),
  row({
    Kind: 'sessions_ended',
    Detail: 'Signed out 2 other sessions.',
    message: 'sessions_ended',
    args: { count: 2 },
  }),
  row({
    Kind: 'staff_action',
    Detail: 'moderator suspended you for good: Insulting other players in the chat (1 session ended).',
    message: 'staff_action',
    args: { action: 'player.suspend', reason: 'Insulting other players in the chat' },
  }),
  row({ Kind: 'staff_action', Detail: 'moderator lifted the suspension of you.', message: 'staff_action', args: { action: 'player.lift' } }),
  row({ Kind: 'sign_in', Detail: 'Signed in from the old site.', message: null }),
];

beforeEach(() => {
  server.use(http.get('/api/user/account/activity', () => HttpResponse.json({ draw: 1, recordsTotal: rows.length, recordsFiltered: rows.length, data: rows })));
});

describe('the activity card in German', () => {
  it('writes each row in German from its message id and values; an old row shows its stored sentence', async () => {
    renderWithApp(<ActivityCard />);
    const table = await screen.findByRole('table', { name: 'Kontoaktivität' });
    await within(table).findByText('Mit dem Passwort angemeldet.');
    const details = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tr) => tr.querySelectorAll('td')[2].firstElementChild?.firstChild?.textContent);
    expect(details).toEqual([
      'Mit dem Passwort angemeldet.',
      'Dragon Hoard für 12.500 Coins als Geschenk für Lyra gekauft',
      'Wette #1234 über 1.000 Coins erstellt',
      '2 andere Sitzungen abgemeldet.',
      'Spieler gesperrt (Begründung: Insulting other players in the chat)',
      'Sperre aufgehoben',
      'Signed in from the old site.',
    ]);
  });
});

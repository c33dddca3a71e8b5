import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { endpoints } from '@contract/client';
import type { SessionRow } from '@contract/types/security';
import { server } from '@/testing/msw-server';
import { pagesIn } from '@/testing/page-language';
import { renderWithApp, testBootstrap } from '@/testing/test-utils';
import { SessionsCard } from './sessions-card';

// A German player's session list: each device is named in German around the browser's and the
// system's own names, as the mails name it, though the API's `device` is English.

pagesIn('de');

const session = (id: string, current: boolean, deviceParts: SessionRow['deviceParts'], device: string | null): SessionRow => ({
  id,
  current,
  device,
  deviceParts,
  ip: '203.0.113.*',
  DateCreated: '2026-11-20T10:00:00.000Z',
  LastSeenAt: '2026-11-27T09:00:00.000Z',
  ExpiresAt: '2026-12-27T09:00:00.000Z',
});

describe('the session list in German', () => {
  it("names each device in German, the products' names as they are", async () => {
    server.use(
      http.get(endpoints.accountSessions(), () =>
        HttpResponse.json([
          session('laptop0000000000', true, { browser: 'Chrome 120', system: 'Windows 10', model: null }, 'Chrome 120 on Windows 10'),
          session(
            'phone00000000000',
            false,
            { browser: 'Mobile Safari 17', system: 'iOS 17.2', model: 'Apple iPhone' },
            'Mobile Safari 17 on iOS 17.2 (Apple iPhone)',
          ),
          session('tablet0000000000', false, { browser: null, system: 'Android 14', model: null }, 'A browser on Android 14'),
          session('unknown000000000', false, null, null),
        ]),
      ),
    );
    renderWithApp(<SessionsCard />, { bootstrap: testBootstrap({ userId: 2, username: 'demo2', language: 'de' }) });
    const rows = await screen.findAllByTestId('session-row');
    expect(rows.map((row) => row.querySelector('.fw-semibold')!.textContent)).toEqual([
      'Chrome 120 auf Windows 10 Dieser Browser',
      'Mobile Safari 17 auf iOS 17.2 (Apple iPhone) ',
      'Ein Browser auf Android 14 ',
      'Unbekanntes Gerät ',
    ]);
    expect(within(rows[1]).getByRole('button', { name: 'Mobile Safari 17 auf iOS 17.2 (Apple iPhone) abmelden' })).toBeInTheDocument();
    expect(screen.queryByText(/ on /)).toBeNull();
  });
});

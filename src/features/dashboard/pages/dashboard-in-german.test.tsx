import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { setCurrentLanguage } from '@contract/i18n/current';
import sentences from '@contract/locales/de.json';
import { GAME_DATA, gameDataSentences } from '@contract/rules/game-data';
import userEvent from '@testing-library/user-event';
import type { AuditRow, LedgerRow, PlayerDetail, StaffStorePackage } from '@contract/types/staff';
import { provideMessages } from '@/lib/i18n/translate';
import { provideSentences } from '@/lib/i18n/sentences';
import de from '@/locales/de.json';
import { server } from '@/testing/msw-server';
import { renderWithApp, testBootstrap } from '@/testing/test-utils';
import DashboardAuditPage from './dashboard-audit-page';
import DashboardGameDataPage from './dashboard-game-data-page';
import DashboardPlayerPage from './dashboard-player-page';
import DashboardPlayersPage from './dashboard-players-page';
import DashboardStorePackagePage from './dashboard-store-package-page';
import DashboardStorePage from './dashboard-store-page';

// A German staff member's dashboard: the screens' own texts are German, the game's content (package
// names) stays as written, and figures are written the German way.

vi.setConfig({ testTimeout: 30_000 });

const gameMaster = testBootstrap({ userId: 5, username: 'gamemaster', staffRole: 'game_master' });
const admin = testBootstrap({ userId: 4, username: 'staffdemo', staffRole: 'administrator' });

const table = <Row,>(data: Row[]) => HttpResponse.json({ draw: 1, recordsTotal: data.length, recordsFiltered: data.length, data });

const vipPlayer: PlayerDetail = {
  account: {
    id: 42,
    Username: 'Lyra',
    Email: 'lyra@example.com',
    Role: 'vip',
    StaffRole: null,
    Coins: 12500,
    DateCreated: '2026-01-02T10:00:00.000Z',
    Suspended: false,
    SuspendedUntil: null,
    EmailVerifiedAt: null,
    Level: 30,
    SuspendedAt: null,
    SuspendReason: null,
    DeletedAt: null,
  },
  sessions: [
    {
      device: 'Chrome 120 on Windows 10',
      deviceParts: { browser: 'Chrome 120', system: 'Windows 10', model: null },
      ip: '203.0.113.*',
      LastSeenAt: '2026-11-20T10:00:00.000Z',
      DateCreated: '2026-11-19T10:00:00.000Z',
    },
  ],
  bets: [
    { id: 9, Coins: 1000, Status: 'open', UserID: 42, TargetID: null, DateCreated: '2026-11-20T10:00:00.000Z' },
    { id: 8, Coins: 500, Status: 'voided', UserID: 42, TargetID: 7, DateCreated: '2026-11-19T10:00:00.000Z' },
  ],
  purchases: [],
  activity: [],
};

const ledger: LedgerRow[] = [
  { id: 3, Account: 'escrow', Delta: -1000, Reason: 'bet', RefID: 9, Date: '2026-11-20T10:00:00.000Z' },
  { id: 2, Account: 'adjustment', Delta: 2500, Reason: 'adjustment', RefID: null, Date: '2026-11-18T10:00:00.000Z' },
  { id: 1, Account: 'seed', Delta: 11000, Reason: 'seed', RefID: null, Date: '2026-01-02T10:00:00.000Z' },
];

const suspension: AuditRow = {
  id: 1,
  At: '2026-11-27T04:00:00.000Z',
  ActorID: 6,
  ActorName: 'moderator',
  ActorIP: null,
  Action: 'player.suspend',
  TargetUserID: 42,
  Target: null,
  Summary: 'moderator suspended Lyra for good: spam (1 session ended).',
  Before: null,
  After: null,
};

const dragon: StaffStorePackage = {
  id: 7,
  Name: 'Dragon Pack',
  File: 'dragon-pack.png',
  Type: 2,
  RarityID: 1,
  Cost: 1500,
  Currency: 'Coins',
  QuantityLeft: null,
  Coins: 100,
  Vip: 3,
  BadgeID: null,
  TitleID: null,
  SortOrder: 0,
  Status: 'draft',
  Version: 3,
  SaleStartsAt: null,
  SaleEndsAt: null,
  Giftable: true,
  Items: [],
};

beforeAll(() => {
  provideMessages('de', de);
  // The shared sentences (refusals, field messages), which a live page loads once it is up.
  provideSentences('de', sentences);
  setCurrentLanguage('de');
});
afterAll(() => setCurrentLanguage('en'));

describe('the dashboard in German', () => {
  it('shows the store catalogue with German headings, columns, states and numbers', async () => {
    server.use(
      http.get('/api/dashboard/store', () => HttpResponse.json({ draw: 1, recordsTotal: 1, recordsFiltered: 1, data: [{ ...dragon, QuantityLeft: null }] })),
    );
    renderWithApp(<DashboardStorePage />, { route: '/dashboard/store', bootstrap: gameMaster });
    const row = (await screen.findByRole('link', { name: 'Dragon Pack' })).closest('tr')!;
    expect(within(row).getByText('Entwurf')).toBeInTheDocument();
    expect(within(row).getByText('1.500 Coins')).toBeInTheDocument();
    expect(within(row).getByText('Unbegrenzt')).toBeInTheDocument();
    expect(within(row).getByText('Immer')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard · Shop' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Paket/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Preis/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Neues Paket' })).toHaveAttribute('href', '/dashboard/store/new');
    expect(screen.getByRole('link', { name: 'Übersicht' })).toBeInTheDocument();
    expect(screen.queryByText('New package')).toBeNull();
  });

  it("shows a package's form with German labels and buttons", async () => {
    server.use(http.get('/api/dashboard/store/7', () => HttpResponse.json(dragon)));
    renderWithApp(
      <Routes>
        <Route path="/dashboard/store/:packageId" element={<DashboardStorePackagePage />} />
      </Routes>,
      { route: '/dashboard/store/7', bootstrap: gameMaster },
    );
    expect(await screen.findByLabelText('Preis')).toHaveValue('1500');
    expect(screen.getByText('Shop-Paket #7, Version 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Seltenheit')).toBeInTheDocument();
    expect(screen.getByLabelText('Kann als Geschenk gekauft werden')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Veröffentlichen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle Pakete' })).toBeInTheDocument();
  });

  it("shows a new game-data entry's form with the registry's labels in German", async () => {
    renderWithApp(
      <Routes>
        <Route path="/dashboard/:section/:entryId" element={<DashboardGameDataPage />} />
      </Routes>,
      { route: '/dashboard/monsters/new', bootstrap: gameMaster },
    );
    expect(await screen.findByRole('heading', { name: 'Dashboard · Neues Monster' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zu den Monstern' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Felder des Monsters' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Energiekosten/)).toBeInTheDocument();
    expect(screen.getAllByText('0 bis 10.000')).toHaveLength(2);
  });

  it('says a refused game-data field in German, with its limits written the German way', async () => {
    const map = { id: 3, Revision: 4, values: { Name: 'Town', RequiredLevel: 0, RequiredGuildLevel: 0, IsUpgradeOnly: false } };
    // The server's English sentence, as an answer not yet in the reader's language brings it.
    const level = GAME_DATA.maps.fields.find((f) => f.key === 'RequiredLevel')!;
    server.use(
      http.get('/api/dashboard/game-data/maps/3', () => HttpResponse.json(map)),
      http.get('/api/dashboard/game-data/maps/3/revisions', () => HttpResponse.json([])),
      http.put('/api/dashboard/game-data/maps/3', () => HttpResponse.json({ errors: { RequiredLevel: [gameDataSentences(level).range] } }, { status: 422 })),
    );
    renderWithApp(
      <>
        <Routes>
          <Route path="/dashboard/:section/:entryId" element={<DashboardGameDataPage />} />
        </Routes>
        <ToastContainer />
      </>,
      { route: '/dashboard/maps/3', bootstrap: gameMaster },
    );
    const field = await screen.findByLabelText(/Benötigtes Level/);
    await userEvent.clear(field);
    await userEvent.type(field, '20000');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    const toast = await screen.findByText('Das Feld Benötigtes Level muss zwischen 0 und 10.000 liegen.');
    expect(toast.closest('.Toastify')).not.toBeNull();
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  });

  it("names a player's role, ledger reasons, bet states and session devices in German, not as codes", async () => {
    server.use(
      http.get('/api/dashboard/players/42', () => HttpResponse.json(vipPlayer)),
      http.get('/api/dashboard/players/42/ledger', () => table(ledger)),
    );
    renderWithApp(
      <Routes>
        <Route path="/dashboard/players/:playerId" element={<DashboardPlayerPage />} />
      </Routes>,
      { route: '/dashboard/players/42', bootstrap: admin },
    );
    expect(await screen.findByText('Wetteinsatz #9 (Wett-Treuhand)')).toBeInTheDocument();
    expect(screen.getByText('Kontokorrektur (Korrekturen des Teams)')).toBeInTheDocument();
    expect(screen.getByText('Startguthaben (Demo-Welt)')).toBeInTheDocument();
    expect(screen.getByText('VIP')).toBeInTheDocument();
    // The session's device in German around the products' own names.
    expect(screen.getByText('Chrome 120 auf Windows 10 · 203.0.113.*')).toBeInTheDocument();
    const bets = screen.getByRole('region', { name: 'Wetten' });
    expect(within(within(bets).getByText('#9').closest('tr')!).getByText('Offen')).toBeInTheDocument();
    expect(within(within(bets).getByText('#8').closest('tr')!).getByText('Annulliert')).toBeInTheDocument();
    expect(screen.queryByText('voided')).toBeNull();
    expect(screen.queryByText(/escrow|adjustment|seed/)).toBeNull();
  });

  it("names the players' role filter in German and still filters by the role's code", async () => {
    const roles: string[] = [];
    server.use(
      http.get('/api/dashboard/players', ({ request }) => {
        roles.push(new URL(request.url).searchParams.get('role') ?? '');
        return table([]);
      }),
    );
    renderWithApp(<DashboardPlayersPage />, { route: '/dashboard/players', bootstrap: admin });
    const role = await screen.findByLabelText('Rolle');
    expect(within(role).getByRole('option', { name: 'Spieler' })).toHaveValue('player');
    expect(within(role).getByRole('option', { name: 'Team' })).toHaveValue('staff');
    await userEvent.selectOptions(role, 'Team');
    await screen.findByText('Kein Spieler passt.');
    expect(roles).toContain('staff');
  });

  it("words the staff record's rows in German from what each row keeps, the summary kept where it cannot", async () => {
    const rows: AuditRow[] = [
      { ...suspension, id: 4, After: { SuspendedUntil: '2026-12-31T00:00:00.000Z', SuspendReason: 'Spam im Chat', suspended: true } },
      { ...suspension, id: 3, Action: 'player.sessions.end', Summary: 'moderator signed Lyra out everywhere (2 sessions).', After: { ended: 2 } },
      {
        ...suspension,
        id: 2,
        Action: 'store.publish',
        TargetUserID: null,
        Target: 'package:7',
        Summary: 'gamemaster published the store package #7 Dragon Pack.',
      },
      { ...suspension, id: 1, Action: 'contact.close', TargetUserID: null, Target: 'contact:3', Summary: 'moderator closed contact message #3 from Ann: Hi' },
    ];
    server.use(http.get('/api/dashboard/audit', () => table(rows)));
    renderWithApp(<DashboardAuditPage />, { route: '/dashboard/audit', bootstrap: admin });
    expect(await screen.findByText(/^moderator hat den Spieler bis 31\.12\.2026.*gesperrt: Spam im Chat$/)).toBeInTheDocument();
    expect(screen.getByText('moderator hat den Spieler überall abgemeldet (2 Sitzungen).')).toBeInTheDocument();
    expect(screen.getByText('moderator hat das Shop-Paket #7 veröffentlicht.')).toBeInTheDocument();
    // Nothing stored words a closed message: its summary, as the CSV keeps it.
    expect(screen.getByText('moderator closed contact message #3 from Ann: Hi')).toBeInTheDocument();
    expect(screen.queryByText(/suspended|signed Lyra out|published the store/)).toBeNull();
  });

  it("names the staff record's actions in German, in the rows and in the filter", async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/dashboard/audit', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('action') ?? '');
        return table([suspension]);
      }),
    );
    renderWithApp(<DashboardAuditPage />, { route: '/dashboard/audit', bootstrap: admin });
    const row = (await screen.findByText(suspension.Summary)).closest('tr')!;
    expect(within(row).getByText(/Spieler gesperrt/)).toBeInTheDocument();
    expect(within(row).queryByText(/player\.suspend/)).toBeNull();
    const action = screen.getByLabelText('Aktion');
    expect(within(action).getByRole('option', { name: 'Shop-Paket veröffentlicht' })).toHaveValue('store.publish');
    await userEvent.selectOptions(action, 'Shop-Paket veröffentlicht');
    await waitFor(() => expect(asked).toContain('store.publish'));
    // The export keeps the codes: machines read it.
    expect(screen.getByRole('link', { name: 'Als CSV exportieren' }).getAttribute('href')).toContain('action=store.publish');
  });
});

import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';

// A fan site's page on another origin, with the real DataTables client (npm datatables.net) in
// server-side mode, reading every public table as community tools do (docs/contract.md#a-real-datatables-client).
// Each table draws, sorts every orderable column both ways by the values it draws, and takes
// searches of 1, 2 and 4 letters without a DataTables error.

/** A column as the fan site declares it; `by` compares a row field instead of the drawn text. */
interface Column {
  data: string;
  orderable?: boolean;
  /** Names sort case-insensitively on these tables. */
  caseless?: boolean;
  by?: string;
}
interface Table {
  url: string;
  columns: Column[];
  extra?: Record<string, string>;
}

const o = (data: string, more: Partial<Column> = {}): Column => ({ data, orderable: true, ...more });
const shown = (data: string): Column => ({ data });

const PLAYER_FIGURES = {
  global: 'Experience',
  boss: 'WorldBossDamageTotal',
  pvp: 'KD',
  vip: 'Experience',
  noob: 'Experience',
  staff: 'Experience',
  rebirth: 'RebirthCount',
};
const GUILD_FIGURES = { global: 'Level', war: 'WL', raid: 'RW' };

const TABLES: Table[] = [
  ...Object.entries(PLAYER_FIGURES).map(([category, figure]) => ({
    url: `/api/ranking/player/${category}`,
    // Level is shown beside the figure but the ranking sorts by position or its figure only.
    columns: [o('Position'), shown('user'), ...(figure === 'Experience' ? [shown('Level')] : []), o(figure)],
  })),
  ...Object.entries(GUILD_FIGURES).map(([category, figure]) => ({
    url: `/api/ranking/guild/${category}`,
    columns: [o('Position'), shown('guild'), shown('owner'), o(figure), shown('Members')],
  })),
  { url: '/api/ranking/monster', columns: [o('Position'), shown('monster'), shown('Level'), o('KD')] },
  { url: '/api/ranking/gains/day/experience', columns: [o('Position'), shown('user'), o('Gain')] },
  { url: '/api/guild/member/1', columns: [o('user'), o('Name', { by: 'RankOrder' }), o('Level'), o('DateJoined')] },
  { url: '/api/guild/log/1', columns: [o('Date'), o('user'), o('Details')] },
  { url: '/api/guild/alliance/2', columns: [o('guild'), o('Date')] },
  { url: '/api/ranking/friend/1', columns: [shown('Position'), o('user'), o('guild'), o('Level'), o('DateCreated')] },
  { url: '/api/search/characters', extra: { q: 'the' }, columns: [o('Username', { caseless: true }), o('Level'), shown('guild')] },
  { url: '/api/search/guilds', extra: { q: 'the' }, columns: [o('Name', { caseless: true }), o('Level'), shown('Members')] },
  { url: '/api/wiki/item', columns: ['id', 'Name', 'type', 'RarityID', 'InGame', 'class_rank'].map((c) => o(c)) },
  { url: '/api/wiki/map', columns: ['id', 'Name', 'RequiredLevel', 'RequiredGuildLevel', 'IsUpgradeOnly'].map((c) => o(c)) },
  { url: '/api/wiki/market', columns: ['id', 'item', 'Quantity', 'Coins', 'Status', 'seller', 'DateCreated'].map((c) => o(c)) },
  { url: '/api/wiki/monster', columns: ['id', 'Name', 'race', 'element', 'Level', 'Coins', 'EnergyCost', 'Category', 'KD'].map((c) => o(c)) },
  { url: '/api/wiki/npc', columns: ['id', 'Name', 'Title', 'Level', 'Category'].map((c) => o(c)) },
  { url: '/api/wiki/quest', columns: ['id', 'Name', 'Experience', 'Coins', 'ClassPoints', 'EnergyCost', 'chain'].map((c) => o(c)) },
  { url: '/api/wiki/shop', columns: ['id', 'Name', 'npc', 'Items'].map((c) => o(c)) },
  { url: '/api/wiki/bot', columns: ['id', 'Name', 'bot_file', 'user', 'DateCreated'].map((c) => o(c)) },
  { url: '/api/wiki/title', columns: ['id', 'Name', 'RarityID'].map((c) => o(c)) },
  { url: '/api/wiki/redeem', columns: ['code_final', 'Experience', 'Coins', 'quantity_percentage', 'DateExpiry'].map((c) => o(c)) },
  { url: '/api/bet/all', columns: ['id', 'Coins', 'user', 'target', 'DateCreated', 'DateJoined'].map((c) => o(c)) },
  { url: '/api/bet/all', extra: { list: 'joined' }, columns: ['id', 'Coins', 'user', 'target', 'DateCreated', 'DateJoined'].map((c) => o(c)) },
];

// The fan site's page: one table element, re-created for each table; every draw resolves with the
// drawn cells' text (and the rows, for a column compared by a row field) or with the error shown.
const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>Fan site</title><script src="/datatables.js"></script></head>
<body><div id="host"></div><script>
DataTable.ext.errMode = 'none';
let table = null;
window.dtErrors = [];
window.dtProcessing = false;
const cell = (v) => (v === null || v === undefined ? '' : typeof v === 'object' ? (v.Username ?? v.Name ?? '') : String(v));
function drawn(action) {
  return new Promise((resolve) => {
    const done = (error) => {
      table.off('draw.probe');
      table.off('dt-error.probe');
      const rows = [...document.querySelectorAll('#t tbody tr')].filter((tr) => !tr.querySelector('.dt-empty'));
      resolve({ error, cells: rows.map((tr) => [...tr.cells].map((td) => td.textContent)), rows: table.rows({ page: 'current' }).data().toArray() });
    };
    table.one('draw.probe', () => done(null));
    table.one('dt-error.probe', (_e, _s, _tn, message) => done(message));
    action();
  });
}
window.openTable = (url, columns, extra) => {
  if (table) table.destroy();
  document.getElementById('host').innerHTML = '<table id="t"></table>';
  table = new DataTable('#t', {
    serverSide: true,
    processing: true,
    pageLength: 25,
    order: [],
    searchDelay: 0,
    ajax: { url, data: (d) => Object.assign(d, extra) },
    columns: columns.map((c) => ({ data: c.data, title: c.data, orderable: !!c.orderable, defaultContent: '', render: cell })),
  });
  table.on('dt-error', (_e, _s, _tn, message) => window.dtErrors.push(message));
  table.on('processing', (_e, _s, on) => { window.dtProcessing = on; });
  return drawn(() => {});
};
window.sortBy = (i, dir) => drawn(() => table.order([i, dir]).draw());
window.searchFor = (term) => drawn(() => table.search(term).draw());
</script></body></html>`;

interface Drawn {
  error: string | null;
  cells: string[][];
  rows: Record<string, unknown>[];
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** The values a column drew, each compared as the reader sees it: numbers as numbers, text by its characters. */
function assertSorted(drawn: Drawn, index: number, column: Column, dir: 'asc' | 'desc', where: string) {
  const raw = column.by ? drawn.rows.map((r) => String(r[column.by!] ?? '')) : drawn.cells.map((r) => r[index] ?? '');
  // Empty cells (no guild, no target yet) sort together at one end; the order is checked among the values.
  const values = raw.filter((v) => v !== '').map((v) => (column.caseless ? v.toLowerCase() : v));
  const numeric = values.every((v) => NUMBER.test(v));
  const cmp = (a: string, b: string) => (numeric ? Number(a) - Number(b) : a < b ? -1 : a > b ? 1 : 0);
  const expected = [...values].sort((a, b) => (dir === 'asc' ? cmp(a, b) : cmp(b, a)));
  expect(values, where).toEqual(expected);
}

let site: Server;
let siteUrl = '';

test.beforeAll(async () => {
  // The package's browser build: a classic script that sets window.DataTable.
  const script = readFileSync(fileURLToPath(import.meta.resolve('datatables.net/js/dataTables.js')));
  site = createServer((req, res) => {
    if (req.url === '/datatables.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
});
test.afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

const idle = (page: Page) => page.waitForFunction(() => (window as unknown as { dtProcessing: boolean }).dtProcessing === false);

test('a DataTables client on another origin draws, sorts and searches every public table', async ({ page, baseURL }) => {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(siteUrl);
  for (const table of TABLES) {
    const name = `${table.url}${table.extra ? ` ${JSON.stringify(table.extra)}` : ''}`;
    const call = <T>(fn: string, ...args: unknown[]) =>
      page.evaluate(([f, a]) => (window as unknown as Record<string, (...x: unknown[]) => Promise<T>>)[f](...a), [fn, args] as const);
    const first = await call<Drawn>('openTable', `${baseURL}${table.url}`, table.columns, table.extra ?? {});
    expect(first.error, name).toBeNull();
    expect(first.cells.length, `${name} draws rows`).toBeGreaterThan(0);
    await idle(page);
    for (const [i, column] of table.columns.entries()) {
      if (!column.orderable) continue;
      for (const dir of ['asc', 'desc'] as const) {
        const sorted = await call<Drawn>('sortBy', i, dir);
        expect(sorted.error, `${name} ${column.data} ${dir}`).toBeNull();
        assertSorted(sorted, i, column, dir, `${name} sorted by ${column.data} ${dir}`);
      }
    }
    for (const term of ['a', 'ar', 'dark']) {
      const searched = await call<Drawn>('searchFor', term);
      expect(searched.error, `${name} search ${term}`).toBeNull();
      await idle(page);
    }
  }
  expect(await page.evaluate(() => (window as unknown as { dtErrors: string[] }).dtErrors)).toEqual([]);
  expect(alerts).toEqual([]);
});

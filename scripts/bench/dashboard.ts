import { measureLatency, type LatencyResult, type RequestSpec } from './http-load';

// The dashboard's tables at BENCH_PLAYERS (asserts nothing): every player (search by name, email and
// id, each filter, each sort order) and a player's coin ledger, read as the staff administrator.

interface DashboardCase {
  endpoint: string;
  order: string;
  kind: string;
  result: LatencyResult;
}

/** The demo administrator's session (every seeded world has it), as the dashboard's reads send it. */
async function staffHeaders(base: string): Promise<Record<string, string>> {
  const boot = await fetch(`${base}/api/bootstrap`);
  const { csrfToken } = (await boot.json()) as { csrfToken: string };
  const jar = new Map(boot.headers.getSetCookie().map((c) => c.split(';')[0].split('=') as [string, string]));
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { cookie: cookie(), 'x-csrf-token': csrfToken, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'staffdemo', password: 'guildhall-demo' }),
  });
  if (!login.ok) throw new Error(`staff login answered ${login.status}`);
  for (const c of login.headers.getSetCookie()) {
    const [k, v] = c.split(';')[0].split('=');
    jar.set(k, v);
  }
  return { cookie: cookie() };
}

const table = (columns: string[], o: { start?: number; search?: string; order?: [number, 'asc' | 'desc']; extra?: Record<string, string> }) => {
  const p = new URLSearchParams({ draw: '1', start: String(o.start ?? 0), length: '25', 'search[value]': o.search ?? '', ...o.extra });
  columns.forEach((c, i) => p.set(`columns[${i}][data]`, c));
  if (o.order) {
    p.set('order[0][column]', String(o.order[0]));
    p.set('order[0][dir]', o.order[1]);
  }
  return p.toString();
};

export async function measureDashboardTables(base: string, samples: number, players: number): Promise<DashboardCase[]> {
  const headers = await staffHeaders(base);
  const cases: DashboardCase[] = [];
  const run = async (endpoint: string, order: string, kind: string, path: string) => {
    const spec: RequestSpec = { method: 'GET', path, headers };
    cases.push({ endpoint, order, kind, result: await measureLatency(base, spec, samples) });
  };
  const columns = ['id', 'Username', 'Email', 'Role', 'Coins', 'DateCreated'];
  const list = '/api/dashboard/players';
  const middle = String(Math.floor(players / 2));
  for (const [label, order] of [
    ['id desc', [0, 'desc']],
    ['Coins desc', [4, 'desc']],
    ['DateCreated asc', [5, 'asc']],
  ] as [string, [number, 'asc' | 'desc']][]) {
    await run(`GET ${list}`, label, 'page 1', `${list}?${table(columns, { order })}`);
    await run(`GET ${list}`, label, 'start=10,000', `${list}?${table(columns, { order, start: 10_000 })}`);
  }
  for (const [kind, search] of [
    ['search "ann" (name)', 'ann'],
    ['search "de" (name prefix)', 'de'],
    ['search an email', 'demo@guildhall.local'],
    [`search id ${middle}`, middle],
  ]) {
    await run(`GET ${list}`, 'id desc', kind, `${list}?${table(columns, { search })}`);
  }
  const year = new Date().getUTCFullYear();
  for (const [kind, extra] of [
    ['role=vip', { role: 'vip' }],
    ['suspended=1', { suspended: '1' }],
    ['suspended=0', { suspended: '0' }],
    ['seen within 7 days', { seen_within_days: '7' }],
    ['created this year', { created_from: `${year}-01-01`, created_to: `${year}-12-31` }],
  ] as [string, Record<string, string>][]) {
    await run(`GET ${list}`, 'id desc', kind, `${list}?${table(columns, { extra })}`);
  }
  const ledgerColumns = ['id', 'Date', 'Amount', 'Reason'];
  for (const id of [1, Number(middle)]) {
    const path = `/api/dashboard/players/${id}/ledger`;
    await run('GET /api/dashboard/players/{id}/ledger', `id ${id}`, 'page 1', `${path}?${table(ledgerColumns, {})}`);
    await run('GET /api/dashboard/players/{id}/ledger', `id ${id}`, 'search "bet"', `${path}?${table(ledgerColumns, { search: 'bet' })}`);
  }
  return cases;
}

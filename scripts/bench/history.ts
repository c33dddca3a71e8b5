import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/src/db/client';
import { snapshotBytes, takeSnapshot, utcDay } from '../../server/src/domain/history/snapshot';
import { measureLatency, type LatencyResult, type RequestSpec } from './http-load';

// Players' history bench figures: the daily snapshot's duration and bytes per day, measured on the bench
// database before the site starts (PGlite's folder has one owner at a time), and the latency of the
// character search, a character's history and the gains tables, measured over HTTP with the others.

export interface SnapshotFigures {
  label: string;
  players: number;
  rows: number;
  ms: number;
  bytes: number;
  /** Of that time: storing the day, week and month gains rankings (rows stored, ms). */
  gains?: { period: string; rows: number; ms: number }[];
}

/**
 * Two snapshots: "today" (every player without history yet gets a first row: the first day's cost),
 * then, after `changedShare` of the players played, the next day (the steady daily cost: only the
 * players whose figures changed are written).
 */
export async function measureSnapshots(opts: { dataDir?: string; databaseUrl?: string; changedShare?: number }): Promise<SnapshotFigures[]> {
  const database = await openDatabase({ dataDir: opts.dataDir ?? ':memory:', databaseUrl: opts.databaseUrl });
  const out: SnapshotFigures[] = [];
  try {
    const db = database.db;
    const today = utcDay();
    const tomorrow = utcDay(new Date(Date.now() + 86_400_000));
    const first = await takeSnapshot(db, { day: today, retentionDays: 730 });
    out.push({
      label: 'first snapshot (everyone)',
      players: first.players,
      rows: first.changedPlayers,
      ms: first.durationMs,
      bytes: await snapshotBytes(db, today),
    });
    const share = opts.changedShare ?? 0.1;
    await db.execute(sql`update users set experience = experience + 1000 + (id % 5000) where (hashint4(id) & 1023) < ${Math.round(share * 1024)}`);
    const next = await takeSnapshot(db, { day: tomorrow, retentionDays: 730 });
    const gainsResult = await db.execute(sql`select period, rows, duration_ms as ms from player_gains_periods order by duration_ms`);
    out.push({
      label: `next day (${Math.round(share * 100)} % played)`,
      players: next.players,
      rows: next.changedPlayers,
      ms: next.durationMs,
      bytes: await snapshotBytes(db, tomorrow),
      gains: (gainsResult as { rows: { period: string; rows: number; ms: number }[] }).rows,
    });
  } finally {
    await database.close();
  }
  return out;
}

export function printSnapshots(target: string, figures: SnapshotFigures[]) {
  console.log(`daily snapshot (${target}):`);
  for (const f of figures)
    console.log(
      `  ${f.label.padEnd(28)}${f.players.toLocaleString('en-US').padStart(11)} players ${f.rows.toLocaleString('en-US').padStart(11)} rows ${String(f.ms).padStart(7)} ms ${(f.bytes / 1_048_576).toFixed(1).padStart(8)} MiB/day (row data)` +
        (f.gains
          ? `\n    of which the stored gains rankings: ${f.gains.map((g) => `${g.period} ${g.rows.toLocaleString('en-US')} rows ${g.ms} ms`).join(', ')}`
          : ''),
    );
}

export interface HistoryCase {
  endpoint: string;
  order: string;
  kind: string;
  result: LatencyResult;
}

const form = (o: { start?: number; search?: string; order?: [number, 'asc' | 'desc']; who?: string }) => {
  const p = new URLSearchParams({ draw: '1', start: String(o.start ?? 0), length: '25', 'search[value]': o.search ?? '' });
  ['Position', 'user', 'Gain'].forEach((c, i) => p.set(`columns[${i}][data]`, c));
  if (o.who) p.set('who', o.who);
  if (o.order) {
    p.set('order[0][column]', String(o.order[0]));
    p.set('order[0][dir]', o.order[1]);
  }
  return p;
};

/** Latency of search, history and gains over HTTP (the site runs on the bench database). */
export async function measureHistoryEndpoints(base: string, headers: Record<string, string>, samples: number): Promise<HistoryCase[]> {
  const cases: HistoryCase[] = [];
  const run = async (endpoint: string, order: string, kind: string, spec: RequestSpec) =>
    cases.push({ endpoint, order, kind, result: await measureLatency(base, spec, samples) });
  // Search terms: a demo name, a common fragment of generated names, a rare one.
  for (const q of ['demo', 'ann', 'ing', 'zzq']) {
    await run('GET /api/character/search', 'default', `q=${q}`, { method: 'GET', path: `/api/character/search?q=${q}&limit=10`, headers });
  }
  for (const id of [1, 5, 1500]) {
    for (const range of ['30', '365', 'all']) {
      await run('GET /api/character/{id}/history', `id ${id}`, `range=${range}`, {
        method: 'GET',
        path: `/api/character/${id}/history?range=${range}`,
        headers,
      });
    }
  }
  for (const period of ['day', 'week', 'month', 'custom']) {
    // custom: the last 30 days, stored by its first reading (timed on its own), then read like the others.
    const path = `/api/ranking/gains/${period}/experience`;
    const extra = (p: URLSearchParams) => {
      if (period === 'custom') {
        p.set('from', new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10));
        p.set('to', new Date(Date.now() + 86_400_000).toISOString().slice(0, 10));
      }
      return p;
    };
    const started = performance.now();
    const first = await fetch(base + path, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: extra(form({})),
    });
    const total = ((await first.json()) as { recordsTotal: number }).recordsTotal;
    const firstMs = performance.now() - started;
    if (period === 'custom') {
      cases.push({
        endpoint: `POST ${path}`,
        order: `${total.toLocaleString('en-US')} rows`,
        kind: 'first reading (stores)',
        result: { p50: firstMs, p95: firstMs, max: firstMs, errors: first.ok ? 0 : 1, status: new Set([first.status]) },
      });
    }
    const deep = Math.max(0, Math.floor(total / 2));
    for (const [kind, o] of [
      ['page 1', {}],
      [`start=${deep.toLocaleString('en-US')}`, { start: deep }],
      ['Gain asc', { order: [2, 'asc'] as [number, 'asc' | 'desc'] }],
      ['search "ann"', { search: 'ann' }],
      ['VIP page 1', { who: 'vip' }],
    ] as const) {
      await run(`POST ${path}`, `${total.toLocaleString('en-US')} rows`, kind, { method: 'POST', path, body: extra(form(o)), headers });
    }
  }
  return cases;
}

import type { DataTablesAnswer } from '@contract/types/datatables';
import { dataTablesParams } from '@contract/types/datatables';
import { GAINS_FIGURES, GAINS_PERIODS, GAINS_WHO, type GainsFigure, type GainsPeriod, type GainsRow, type GainsWho } from '@contract/types/history';
import type { FetchTablePage, TableSource } from '@/lib/table-fetchers';
import { postJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/keys';
import { endpoints } from '@contract/client';
import { pickCategory } from './rankings';

// The gains rankings: POST ranking/gains/{period}/{figure}, DataTables, with
// the extra fields who, from and to.

export interface GainsFilter {
  period: GainsPeriod;
  figure: GainsFigure;
  who: GainsWho;
  from: string;
  to: string;
}

const gainsKey = (f: GainsFilter) => queryKeys.ranking.gains(f.period, f.figure, f.who, f.period === 'custom' ? `${f.from}..${f.to}` : '');

const fetchGains =
  (f: GainsFilter): FetchTablePage<GainsRow> =>
  (req, columns, read) =>
    postJson<DataTablesAnswer<GainsRow>>(
      endpoints.gains(f.period, f.figure),
      {
        ...dataTablesParams(req, columns),
        who: f.who,
        ...(f.period === 'custom' ? { from: f.from, to: f.to } : {}),
      },
      { read },
    );

/** A calendar day as the address and the date inputs write it. */
export const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The gains an address asks for (`?period=&figure=&who=&from=&to=`); a custom period defaults to the last 14 days. */
export function gainsFilterOf(params: URLSearchParams, now = Date.now()): GainsFilter {
  const day = (name: string) => {
    const value = params.get(name);
    return value !== null && DAY.test(value) ? value : null;
  };
  return {
    period: pickCategory(params.get('period'), GAINS_PERIODS),
    figure: pickCategory(params.get('figure'), GAINS_FIGURES),
    who: pickCategory(params.get('who'), GAINS_WHO),
    from: day('from') ?? isoDay(new Date(now - 13 * 86_400_000)),
    to: day('to') ?? isoDay(new Date(now)),
  };
}

/** A gains table: where it reads and how it opens (the table, and the page's loader for its first page). */
export const gainsTable = (f: GainsFilter): TableSource<GainsRow> => ({
  id: `ranking-gains-${f.period}-${f.figure}-${f.who}`,
  queryKey: gainsKey(f),
  fetchPage: fetchGains(f),
  defaultSort: { column: 'Position', dir: 'asc' },
});

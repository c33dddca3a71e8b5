import type { DataTablesAnswer } from '@contract/types/datatables';
import { dataTablesParams } from '@contract/types/datatables';
import type { GainsFigure, GainsPeriod, GainsRow, GainsWho } from '@contract/types/history';
import type { FetchTablePage } from '@/lib/table-fetchers';
import { postJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/keys';
import { endpoints } from '@contract/client';

// The gains rankings: POST ranking/gains/{period}/{figure}, DataTables, with
// the extra fields who, from and to.

export interface GainsFilter {
  period: GainsPeriod;
  figure: GainsFigure;
  who: GainsWho;
  from: string;
  to: string;
}

export const gainsKey = (f: GainsFilter) => queryKeys.ranking.gains(f.period, f.figure, f.who, f.period === 'custom' ? `${f.from}..${f.to}` : '');

export const fetchGains =
  (f: GainsFilter): FetchTablePage<GainsRow> =>
  (req, columns) =>
    postJson<DataTablesAnswer<GainsRow>>(endpoints.gains(f.period, f.figure), {
      ...dataTablesParams(req, columns),
      who: f.who,
      ...(f.period === 'custom' ? { from: f.from, to: f.to } : {}),
    });

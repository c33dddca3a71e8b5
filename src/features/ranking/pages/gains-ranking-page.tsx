import Form from 'react-bootstrap/Form';
import Nav from 'react-bootstrap/Nav';
import { useSearchParams } from 'react-router-dom';
import { MEDAL_POSITIONS } from '@contract/rules/constants';
import { abbreviateNumber, formatKD, formatNumber } from '@contract/rules/format';
import { RANKING_MIN_SEARCH } from '@contract/types/ranking';
import { GAINS_FIGURES, GAINS_PERIODS, GAINS_WHO, type GainsFigure, type GainsRow } from '@contract/types/history';
import { ServerTable, type ServerColumn } from '@/components/tables/server-table';
import { DAY, gainsFilterOf, gainsTable, isoDay } from '../api/gains';
import { PositionMedal } from '@/components/ui/position-medal';
import { LevelCell, PlayerCell } from '@/components/ui/ranking-cells';
import { RankingLayout } from '../components/ranking-layout';
import { msg, t } from '@/lib/i18n/translate';

// Translated where shown; FIGURE_NOUN is the figure inside a sentence.
const PERIOD_LABEL = { day: msg('Day'), week: msg('Week'), month: msg('Month'), custom: msg('Custom') } as const;
const FIGURE_LABEL: Record<GainsFigure, string> = { experience: msg('Experience'), kd: msg('K/D'), boss: msg('Boss damage'), rebirths: msg('Rebirths') };
const FIGURE_NOUN: Record<GainsFigure, string> = { experience: msg('experience'), kd: msg('k/d'), boss: msg('boss damage'), rebirths: msg('rebirths') };
const WHO_LABEL = { players: msg('Players'), vip: msg('VIP only'), staff: msg('Staff') } as const;
const ABOUT_LAST = {
  day: msg('Who gained the most {figure} over the last day (daily snapshots).'),
  week: msg('Who gained the most {figure} over the last 7 days (daily snapshots).'),
  month: msg('Who gained the most {figure} over the last 30 days (daily snapshots).'),
} as const;

const NOT_SHOWN = '—';

function gainCell(figure: GainsFigure, r: GainsRow) {
  if (figure === 'kd') return `+${formatKD(r.Gain)}`;
  return <span title={formatNumber(r.Gain)}>+{abbreviateNumber(r.Gain)}</span>;
}

/** /ranking/gains?period=&figure=&who=&from=&to=: who grew a figure most over a period. */
export default function GainsRankingPage() {
  const [params, setParams] = useSearchParams();
  const filter = gainsFilterOf(params);
  const { period, figure, who, from, to } = filter;
  const today = isoDay(new Date());
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) next.set(k, v);
    setParams(next, { replace: true });
  };

  const columns: ServerColumn<GainsRow>[] = [
    { id: 'Position', header: '#', sortable: true, className: 'ranking-position-cell', cell: (r) => <PositionMedal position={r.Position} /> },
    { id: 'user', header: t('Player'), cell: (r) => <PlayerCell user={r.user} guild={r.guild} hidden={r.hidden} /> },
    // A hidden row's figures are not shown (the server sends 0 for them).
    {
      id: 'Level',
      header: t('Level'),
      numeric: true,
      className: 'd-none d-sm-table-cell',
      cell: (r) => (r.hidden ? NOT_SHOWN : <LevelCell level={r.Level} max={r.LevelMax} />),
    },
    {
      id: 'Gain',
      header: t('{figure} gained', { figure: t(FIGURE_LABEL[figure]) }),
      numeric: true,
      sortable: true,
      firstDir: 'desc',
      cell: (r) => (r.hidden ? NOT_SHOWN : gainCell(figure, r)),
    },
  ];
  const title = t('{figure} gains', { figure: t(FIGURE_LABEL[figure]) });
  const noun = t(FIGURE_NOUN[figure]);
  const about =
    period === 'custom'
      ? t('Who gained the most {figure} from {from} to {to} (UTC days, daily snapshots).', { figure: noun, from, to })
      : t(ABOUT_LAST[period], { figure: noun });

  return (
    <RankingLayout kind="gains" title={title} about={about}>
      <div className="d-flex flex-wrap gap-3 align-items-end mb-3">
        <Nav variant="pills" className="flex-nowrap overflow-auto" as="nav" aria-label={t('Period')}>
          {GAINS_PERIODS.map((p) => (
            <Nav.Item key={p}>
              <Nav.Link as="button" type="button" active={p === period} aria-pressed={p === period} onClick={() => set({ period: p })}>
                {t(PERIOD_LABEL[p])}
              </Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
        <Form.Group controlId="gains-figure">
          <Form.Label className="small mb-1">{t('Figure')}</Form.Label>
          <Form.Select size="sm" value={figure} onChange={(e) => set({ figure: e.target.value })}>
            {GAINS_FIGURES.map((f) => (
              <option key={f} value={f}>
                {t(FIGURE_LABEL[f])}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="gains-who">
          <Form.Label className="small mb-1">{t('Who')}</Form.Label>
          <Form.Select size="sm" value={who} onChange={(e) => set({ who: e.target.value })}>
            {GAINS_WHO.map((w) => (
              <option key={w} value={w}>
                {t(WHO_LABEL[w])}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {period === 'custom' && (
          <>
            <Form.Group controlId="gains-from">
              <Form.Label className="small mb-1">{t('From')}</Form.Label>
              <Form.Control size="sm" type="date" value={from} max={to} onChange={(e) => DAY.test(e.target.value) && set({ from: e.target.value })} />
            </Form.Group>
            <Form.Group controlId="gains-to">
              <Form.Label className="small mb-1">{t('To')}</Form.Label>
              <Form.Control size="sm" type="date" value={to} min={from} max={today} onChange={(e) => DAY.test(e.target.value) && set({ to: e.target.value })} />
            </Form.Group>
          </>
        )}
      </div>
      <ServerTable<GainsRow>
        {...gainsTable(filter)}
        columns={columns}
        rowKey={(r) => r.Position}
        caption={title}
        minSearchLength={RANKING_MIN_SEARCH}
        searchPlaceholder={t('Player name')}
        emptyText={t('Nobody gained anything in this period.')}
        rowClassName={(r) => (r.Position <= MEDAL_POSITIONS ? 'ranking-row-top' : undefined)}
      />
    </RankingLayout>
  );
}

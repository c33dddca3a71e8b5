import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { abbreviateNumber, formatNumber } from '@contract/rules/format';
import { type HistoryAnswer, type HistoryRange } from '@contract/types/history';
import { HistoryChart, type ChartSeries } from '@/components/charts/history-chart';
import { PageLoading } from '@/components/layout/page-loading';
import { LoadError } from '@/components/ui/load-error';
import { HistoryRangePicker } from '@/components/ui/history-range-picker';
import { characterHistoryQuery, historyColumns } from '@/lib/character-history';
import { mediumDate } from '@/lib/dates';
import { msg, t } from '@/lib/i18n/translate';

/** A snapshot's UTC day (YYYY-MM-DD) as the page's language writes a date. */
const snapshotDay = (day: string) => mediumDate(new Date(`${day}T00:00:00Z`), 'UTC');

const RECORDS: { key: keyof HistoryAnswer['records']; label: string; rank?: boolean }[] = [
  { key: 'bestRankGlobal', label: msg('Best global rank'), rank: true },
  { key: 'bestRankBoss', label: msg('Best boss rank'), rank: true },
  { key: 'bestRankPvp', label: msg('Best PvP rank'), rank: true },
  { key: 'bestRankRebirth', label: msg('Best rebirth rank'), rank: true },
  { key: 'biggestDayExperience', label: msg('Biggest day (experience)') },
  { key: 'biggestDayBossDamage', label: msg('Biggest day (boss damage)') },
];

/** The Progress tab of /charid/:id: level, experience and positions over time. */
export function ProgressTab({ characterId, name }: { characterId: number; name: string }) {
  const [range, setRange] = useState<HistoryRange>('30');
  const query = useQuery(characterHistoryQuery(characterId, range));
  return (
    <div className="progress-tab">
      <HistoryRangePicker range={range} onRange={setRange} />
      {query.isPending ? (
        <PageLoading label={t('Loading the progress…')} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <ProgressCharts answer={query.data} name={name} />
      )}
    </div>
  );
}

function ProgressCharts({ answer, name }: { answer: HistoryAnswer; name: string }) {
  const charts = useMemo(() => {
    const col = (pick: Parameters<typeof historyColumns>[1]) => historyColumns(answer, pick);
    const level: ChartSeries[] = [{ label: t('Level'), color: '#0d6efd', ...col((p) => p.Level) }];
    const experience: ChartSeries[] = [{ label: t('Experience'), color: '#20c997', ...col((p) => p.Experience) }];
    const ranks: ChartSeries[] = [
      { label: t('Global'), color: '#ffc107', ...col((p) => p.RankGlobal) },
      { label: t('Boss'), color: '#dc3545', ...col((p) => p.RankBoss) },
      { label: t('PvP'), color: '#6f42c1', ...col((p) => p.RankPvp) },
      { label: t('Rebirth'), color: '#0dcaf0', ...col((p) => p.RankRebirth) },
    ];
    const markers = answer.timeline.map((e) => ({ time: Date.parse(e.time) / 1000, label: e.header }));
    return { level, experience, ranks, markers };
  }, [answer]);

  return (
    <>
      <p className="small text-body-secondary">
        {t("{name}'s daily snapshots from {from} to {to} (UTC). Orange ticks along the bottom mark timeline entries.", {
          name,
          from: snapshotDay(answer.from),
          to: snapshotDay(answer.to),
        })}
      </p>
      <Row className="g-3">
        <Col lg={6}>
          <HistoryChart title={t('Level')} series={charts.level} markers={charts.markers} integer />
        </Col>
        <Col lg={6}>
          <HistoryChart title={t('Experience')} series={charts.experience} markers={charts.markers} format={abbreviateNumber} />
        </Col>
      </Row>
      <HistoryChart title={t('Ranking positions (1 is the top)')} series={charts.ranks} invert integer markers={charts.markers} height={260} />
      <h3 className="h6">{t('Personal records')}</h3>
      <dl className="row small mb-4">
        {RECORDS.map(({ key, label, rank }) => {
          const r = answer.records[key];
          return (
            <div key={key} className="col-6 col-md-4 mb-2">
              <dt className="fw-normal text-body-secondary">{t(label)}</dt>
              <dd className="mb-0 fw-semibold">
                {r ? (
                  <>
                    {rank ? `#${formatNumber(r.value)}` : `+${formatNumber(r.value)}`}{' '}
                    <span className="fw-normal text-body-secondary">{t('on {day}', { day: snapshotDay(r.day) })}</span>
                  </>
                ) : (
                  '—'
                )}
              </dd>
            </div>
          );
        })}
      </dl>
      {answer.timeline.length > 0 && (
        <>
          <h3 className="h6">{t('Timeline in this range')}</h3>
          <ul className="list-unstyled small mb-0">
            {[...answer.timeline]
              .reverse()
              .slice(0, 20)
              .map((e) => (
                <li key={`${e.time}-${e.header}`}>
                  <span className="text-body-secondary">{e.time.slice(0, 10)}</span> · {e.header}
                </li>
              ))}
          </ul>
        </>
      )}
    </>
  );
}

import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '@contract/paths';
import { formatKD, formatNumber } from '@contract/rules/format';
import type { CharacterProfile } from '@contract/types/character';
import { type HistoryRange } from '@contract/types/history';
import { HistoryChart, type ChartSeries } from '@/components/charts/history-chart';
import { CharacterSearchBox } from '@/components/layout/character-search-box';
import { NotFound } from '@/components/layout/not-found';
import { PageHeader } from '@/components/layout/page-header';
import { PageLoading } from '@/components/layout/page-loading';
import { LoadError } from '@/components/ui/load-error';
import { PlayerName } from '@/components/ui/player-name';
import { TintedText } from '@/components/ui/tinted-text';
import { HistoryRangePicker } from '@/components/ui/history-range-picker';
import { characterHistoryQuery, historyColumns } from '@/lib/character-history';
import { compareProfileQuery, FIRST_RANGE, friendsCheckOf } from '../api/compare';
import '../compare.css';
import { msg, t } from '@/lib/i18n/translate';

const parseId = (raw: string | undefined) => (raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null);
const COLORS = ['#0d6efd', '#fd7e14'] as const;

const FIGURES: { label: string; value: (c: CharacterProfile) => number; format?: (n: number) => string }[] = [
  { label: msg('Level'), value: (c) => c.Level },
  { label: msg('Coins'), value: (c) => c.Coins },
  { label: msg('K/D'), value: (c) => c.KD, format: formatKD },
  { label: msg('Daily K/D'), value: (c) => c.KDDaily, format: formatKD },
  { label: msg('World boss damage'), value: (c) => c.WorldBossDamageTotal },
  { label: msg('World boss MVPs'), value: (c) => c.WorldBossMVPCount },
  { label: msg('Rebirths'), value: (c) => c.RebirthCount },
];

/** /compare/:a/:b: two characters side by side; /compare/:a asks for the second. */
export default function ComparePage() {
  const params = useParams();
  const a = parseId(params.a);
  const b = params.b === undefined ? undefined : parseId(params.b);
  // A character compared with themself is no comparison (the server answers that address 404 too).
  if (a === null || b === null || a === b) return <NotFound what="character" />;
  return <Compare key={`${a}-${b ?? ''}`} a={a} b={b} />;
}

function Compare({ a, b }: { a: number; b?: number }) {
  const navigate = useNavigate();
  const first = useQuery(compareProfileQuery(a));
  const second = useQuery({ ...compareProfileQuery(b ?? 0), enabled: b !== undefined });
  const names =
    first.data && second.data ? t('{one} vs {two}', { one: first.data.Username, two: second.data.Username }) : (first.data?.Username ?? second.data?.Username);
  const compareWord = t('Compare');
  useEffect(() => {
    if (names) document.title = `${names} · ${compareWord} · Guildhall`;
  }, [names, compareWord]);

  const picker = (
    <div style={{ maxWidth: '22rem' }}>
      <CharacterSearchBox
        label={t('Compare with')}
        placeholder={t('Compare with…')}
        submitToPage={false}
        onPick={(c) => void navigate(paths.compare(a, c.id))}
      />
    </div>
  );

  if (first.isPending || (b !== undefined && second.isPending)) return <PageLoading label={t('Loading the characters…')} />;
  if (first.isError) return <LoadError error={first.error} onRetry={() => void first.refetch()} />;
  if (b !== undefined && second.isError) return <LoadError error={second.error} onRetry={() => void second.refetch()} />;
  const one = first.data;
  const two = b !== undefined ? second.data : undefined;

  return (
    <section className="compare-page">
      <PageHeader
        title={two ? t('{one} vs {two}', { one: one.Username, two: two.Username }) : t('Compare {name}', { name: one.Username })}
        subtitle={t('Figures side by side, and progress over time.')}
        actions={picker}
      />
      {!two ? (
        <p className="lead">{t('Pick a second character with the search box to compare with {name}.', { name: one.Username })}</p>
      ) : (
        <CompareBody one={one} two={two} />
      )}
    </section>
  );
}

function CompareBody({ one, two }: { one: CharacterProfile; two: CharacterProfile }) {
  const friends = useQuery(friendsCheckOf(one, two));
  const sameGuild = one.guild && two.guild && one.guild.id === two.guild.id ? one.guild : null;
  return (
    <>
      <Card className="mb-4 compare-figures">
        <Card.Body>
          <Table responsive className="align-middle mb-2" aria-label={t('Figures side by side')}>
            <thead>
              <tr>
                <th scope="col">{t('Figure')}</th>
                <th scope="col" className="text-end">
                  <PlayerName user={one} />
                </th>
                <th scope="col" className="text-end">
                  <PlayerName user={two} />
                </th>
                <th scope="col" className="text-end">
                  {t('Difference')}
                </th>
              </tr>
            </thead>
            <tbody>
              {FIGURES.map((f) => {
                const x = f.value(one);
                const y = f.value(two);
                const fmt = f.format ?? formatNumber;
                const diff = x - y;
                return (
                  <tr key={f.label}>
                    <th scope="row" className="fw-normal">
                      {t(f.label)}
                    </th>
                    <td className={`text-end${x > y ? ' fw-bold' : ''}`}>{fmt(x)}</td>
                    <td className={`text-end${y > x ? ' fw-bold' : ''}`}>{fmt(y)}</td>
                    <td className="text-end text-body-secondary">{diff === 0 ? '=' : `${diff > 0 ? '+' : '−'}${fmt(Math.abs(diff))}`}</td>
                  </tr>
                );
              })}
              <tr className="compare-names">
                <th scope="row" className="fw-normal">
                  {t('Guild')}
                </th>
                <td className="text-end">{one.guild ? <TintedText color={one.guild.Color}>{one.guild.Name}</TintedText> : '—'}</td>
                <td className="text-end">{two.guild ? <TintedText color={two.guild.Color}>{two.guild.Name}</TintedText> : '—'}</td>
                <td />
              </tr>
            </tbody>
          </Table>
          <ul className="list-inline small mb-0">
            {sameGuild && (
              <li className="list-inline-item badge text-bg-success">
                {t('Same guild:')} <TintedText color={sameGuild.Color}>{sameGuild.Name}</TintedText>
              </li>
            )}
            {friends.data && <li className="list-inline-item badge text-bg-info">{t('Friends')}</li>}
            {!sameGuild && friends.data === false && <li className="list-inline-item text-body-secondary">{t('Not in the same guild, not friends.')}</li>}
          </ul>
        </Card.Body>
      </Card>
      <CompareCharts one={one} two={two} />
    </>
  );
}

function CompareCharts({ one, two }: { one: CharacterProfile; two: CharacterProfile }) {
  const [range, setRange] = useState<HistoryRange>(FIRST_RANGE);
  // A progress history its owner keeps from this viewer is neither asked for nor drawn.
  const shown1 = !one.hiddenTabs?.includes('history');
  const shown2 = !two.hiddenTabs?.includes('history');
  const h1 = useQuery({ ...characterHistoryQuery(one.id, range), enabled: shown1 });
  const h2 = useQuery({ ...characterHistoryQuery(two.id, range), enabled: shown2 });
  const kept = [shown1 ? null : one.Username, shown2 ? null : two.Username].filter((n): n is string => n !== null);
  const charts = useMemo(() => {
    if ((shown1 && !h1.data) || (shown2 && !h2.data) || (!shown1 && !shown2)) return null;
    const both = (pick: Parameters<typeof historyColumns>[1]): ChartSeries[] => [
      ...(shown1 && h1.data ? [{ label: one.Username, color: COLORS[0], ...historyColumns(h1.data, pick) }] : []),
      ...(shown2 && h2.data ? [{ label: two.Username, color: COLORS[1], ...historyColumns(h2.data, pick) }] : []),
    ];
    return { level: both((p) => p.Level), experience: both((p) => p.Experience), rank: both((p) => p.RankGlobal) };
  }, [shown1, shown2, h1.data, h2.data, one.Username, two.Username]);
  return (
    <Card>
      <Card.Header as="h2" className="h6 mb-0">
        {t('Progress')}
      </Card.Header>
      <Card.Body>
        {kept.map((name) => (
          <p key={name} className="text-body-secondary fst-italic">
            {t('{name} keeps their progress history private.', { name })}
          </p>
        ))}
        {kept.length < 2 && <HistoryRangePicker range={range} onRange={setRange} />}
        {kept.length === 2 ? null : h1.isError || h2.isError ? (
          <LoadError error={h1.error ?? h2.error} onRetry={() => void Promise.all([h1.refetch(), h2.refetch()])} />
        ) : !charts ? (
          <PageLoading label={t('Loading the progress…')} />
        ) : (
          <Row className="g-3">
            <Col lg={6}>
              <HistoryChart title={t('Level')} series={charts.level} integer />
            </Col>
            <Col lg={6}>
              <HistoryChart title={t('Experience')} series={charts.experience} />
            </Col>
            <Col xs={12}>
              <HistoryChart title={t('Global ranking position (1 is the top)')} series={charts.rank} invert integer />
            </Col>
          </Row>
        )}
      </Card.Body>
    </Card>
  );
}

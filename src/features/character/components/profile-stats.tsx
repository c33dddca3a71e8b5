import Card from 'react-bootstrap/Card';
import type { CharacterProfile } from '@contract/types/character';
import { abbreviateNumber, formatKD, formatNumber } from '@contract/rules/format';
import { t } from '@/lib/i18n/translate';

interface Stat {
  label: string;
  value: string;
  /** The exact figure when the value is abbreviated. */
  title?: string;
  /** A second, smaller figure (monthly rebirths). */
  note?: string;
}

/** Coins, K/D (two decimals, docs/product-rules.md#constants-and-limits), world-boss MVPs and damage, rebirths. */
export function ProfileStats({ character: c }: { character: CharacterProfile }) {
  const stats: Stat[] = [
    { label: t('Coins'), value: formatNumber(c.Coins) },
    { label: t('K/D'), value: formatKD(c.KD) },
    { label: t('Daily K/D'), value: formatKD(c.KDDaily) },
    { label: t('World boss MVPs'), value: formatNumber(c.WorldBossMVPCount) },
    { label: t('World boss damage'), value: abbreviateNumber(c.WorldBossDamageTotal), title: formatNumber(c.WorldBossDamageTotal) },
    { label: t('Rebirths'), value: formatNumber(c.RebirthCount), note: t('{count} this month', { count: c.RebirthMonthlyCount }) },
  ];
  return (
    <Card className="h-100">
      <Card.Header as="h2" className="h6 mb-0">
        {t('Statistics')}
      </Card.Header>
      <Card.Body>
        <dl className="stat-grid mb-0">
          {stats.map((s) => (
            <div key={s.label} className="stat-tile">
              <dt>{s.label}</dt>
              <dd title={s.title}>
                {s.value}
                {s.note && <span className="stat-note">{s.note}</span>}
              </dd>
            </div>
          ))}
        </dl>
      </Card.Body>
    </Card>
  );
}

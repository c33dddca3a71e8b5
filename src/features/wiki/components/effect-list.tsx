import type { Effect } from '@contract/types/entities';

const EFFECT_LABELS: [keyof Effect, string][] = [
  ['DamageIncrease', 'Damage increase'],
  ['DamageReduction', 'Damage reduction'],
  ['Experience', 'Experience'],
  ['Coins', 'Coins'],
  ['ClassPoint', 'Class points'],
  ['Reputation', 'Reputation'],
];

/** Effect values are percentages; zeros are left out. */
const percent = (n: number) => `${n > 0 ? '+' : ''}${Number.isInteger(n) ? n : n.toFixed(2)}%`;

export function effectSummary(effect: Effect | null): string {
  if (!effect) return '';
  return EFFECT_LABELS.filter(([k]) => effect[k] !== 0)
    .map(([k, label]) => `${label} ${percent(effect[k])}`)
    .join(', ');
}

/** An item's, title's or enhancement's effect as a definition list (docs/product-rules.md#entities-and-fields effect). */
export function EffectList({ effect, emptyText = 'No effect.' }: { effect: Effect | null; emptyText?: string }) {
  const entries = effect ? EFFECT_LABELS.filter(([k]) => effect[k] !== 0) : [];
  if (!effect || entries.length === 0) return <p className="text-body-secondary mb-0">{emptyText}</p>;
  return (
    <dl className="wiki-effects mb-0">
      {entries.map(([k, label]) => (
        <div key={k} className="wiki-effect">
          <dt>{label}</dt>
          <dd className={effect[k] > 0 ? 'text-success' : 'text-danger'}>{percent(effect[k])}</dd>
        </div>
      ))}
    </dl>
  );
}

import type { Effect } from '@contract/types/entities';
import { msg, t } from '@/lib/i18n/translate';

const EFFECT_LABELS: [keyof Effect, string][] = [
  ['DamageIncrease', msg('Damage increase')],
  ['DamageReduction', msg('Damage reduction')],
  ['Experience', msg('Experience')],
  ['Coins', msg('Coins')],
  ['ClassPoint', msg('Class points')],
  ['Reputation', msg('Reputation')],
];

/** Effect values are percentages; zeros are left out. */
const percent = (n: number) => `${n > 0 ? '+' : ''}${Number.isInteger(n) ? n : n.toFixed(2)}%`;

/** Call it while rendering: the effects' names are in the page's language. */
export function effectSummary(effect: Effect | null): string {
  if (!effect) return '';
  return EFFECT_LABELS.filter(([k]) => effect[k] !== 0)
    .map(([k, label]) => `${t(label)} ${percent(effect[k])}`)
    .join(', ');
}

/** An item's, title's or enhancement's effect as a definition list (docs/product-rules.md#entities-and-fields effect). */
export function EffectList({ effect, emptyText }: { effect: Effect | null; emptyText?: string }) {
  const entries = effect ? EFFECT_LABELS.filter(([k]) => effect[k] !== 0) : [];
  if (!effect || entries.length === 0) return <p className="text-body-secondary mb-0">{emptyText ?? t('No effect.')}</p>;
  return (
    <dl className="wiki-effects mb-0">
      {entries.map(([k, label]) => (
        <div key={k} className="wiki-effect">
          <dt>{t(label)}</dt>
          <dd className={effect[k] > 0 ? 'text-success' : 'text-danger'}>{percent(effect[k])}</dd>
        </div>
      ))}
    </dl>
  );
}

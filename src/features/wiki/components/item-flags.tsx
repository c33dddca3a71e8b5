import Badge from 'react-bootstrap/Badge';
import type { WikiItem } from '@contract/types/wiki';
import { msg, t } from '@/lib/i18n/translate';

// An item's flags as badges (docs/product-rules.md#wiki-data-fields Item: In*/Is* flags and wheel, lucky, upgrade, passive, skill,
// sellable, tradeable). Restrictions read as warnings, features as information. Labels are translated where shown.
const FLAGS: { on: (i: WikiItem) => boolean; label: string; bg: string; text?: 'dark' }[] = [
  { on: (i) => i.IsStaffOnly, label: msg('Staff only'), bg: 'danger' },
  { on: (i) => i.IsUpgradeOnly, label: msg('Upgrade only'), bg: 'warning', text: 'dark' },
  { on: (i) => i.IsTemporary, label: msg('Temporary'), bg: 'warning', text: 'dark' },
  { on: (i) => i.IsNotTrade || !i.tradeable, label: msg('Not tradeable'), bg: 'secondary' },
  { on: (i) => !i.sellable, label: msg('Not sellable'), bg: 'secondary' },
  { on: (i) => i.wheel, label: msg('Wheel'), bg: 'info', text: 'dark' },
  { on: (i) => i.lucky, label: msg('Lucky'), bg: 'success' },
  { on: (i) => i.upgrade, label: msg('Upgrade'), bg: 'primary' },
  { on: (i) => i.passive, label: msg('Passive'), bg: 'primary' },
  { on: (i) => i.skill, label: msg('Skill'), bg: 'primary' },
  { on: (i) => i.sellable, label: msg('Sellable'), bg: 'light', text: 'dark' },
  { on: (i) => i.tradeable && !i.IsNotTrade, label: msg('Tradeable'), bg: 'light', text: 'dark' },
];

export function ItemFlags({ item, className }: { item: WikiItem; className?: string }) {
  const on = FLAGS.filter((f) => f.on(item));
  return (
    <ul className={['list-inline mb-0 d-flex flex-wrap gap-1', className].filter(Boolean).join(' ')} aria-label={t('Flags')}>
      {on.map((f) => (
        <li key={f.label}>
          <Badge bg={f.bg} text={f.text} className={f.bg === 'light' ? 'border' : undefined}>
            {t(f.label)}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

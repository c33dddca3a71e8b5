import Badge from 'react-bootstrap/Badge';
import type { WikiItem } from '@contract/types/wiki';

// An item's flags as badges (docs/product-rules.md#wiki-data-fields Item: In*/Is* flags and wheel, lucky, upgrade, passive, skill,
// sellable, tradeable). Restrictions read as warnings, features as information.
const FLAGS: { on: (i: WikiItem) => boolean; label: string; bg: string; text?: 'dark' }[] = [
  { on: (i) => i.IsStaffOnly, label: 'Staff only', bg: 'danger' },
  { on: (i) => i.IsUpgradeOnly, label: 'Upgrade only', bg: 'warning', text: 'dark' },
  { on: (i) => i.IsTemporary, label: 'Temporary', bg: 'warning', text: 'dark' },
  { on: (i) => i.IsNotTrade || !i.tradeable, label: 'Not tradeable', bg: 'secondary' },
  { on: (i) => !i.sellable, label: 'Not sellable', bg: 'secondary' },
  { on: (i) => i.wheel, label: 'Wheel', bg: 'info', text: 'dark' },
  { on: (i) => i.lucky, label: 'Lucky', bg: 'success' },
  { on: (i) => i.upgrade, label: 'Upgrade', bg: 'primary' },
  { on: (i) => i.passive, label: 'Passive', bg: 'primary' },
  { on: (i) => i.skill, label: 'Skill', bg: 'primary' },
  { on: (i) => i.sellable, label: 'Sellable', bg: 'light', text: 'dark' },
  { on: (i) => i.tradeable && !i.IsNotTrade, label: 'Tradeable', bg: 'light', text: 'dark' },
];

export function ItemFlags({ item, className }: { item: WikiItem; className?: string }) {
  const on = FLAGS.filter((f) => f.on(item));
  return (
    <ul className={['list-inline mb-0 d-flex flex-wrap gap-1', className].filter(Boolean).join(' ')} aria-label="Flags">
      {on.map((f) => (
        <li key={f.label}>
          <Badge bg={f.bg} text={f.text} className={f.bg === 'light' ? 'border' : undefined}>
            {f.label}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

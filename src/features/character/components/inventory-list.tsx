import { useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import type { InventoryStorage } from '@contract/types/character';
import { paths } from '@contract/paths';
import { formatNumber } from '@contract/rules/format';
import { ItemIcon } from '@/components/ui/item-icon';
import { LoadError } from '@/components/ui/load-error';
import { useRarities } from '@/components/ui/rarity-name';
import { TintedText } from '@/components/ui/tinted-text';
import { useInventory } from '../api/inventory';
import { TabLoading } from './tab-loading';

const LABELS: Record<InventoryStorage, { noun: string; empty: string }> = {
  default: { noun: 'inventory', empty: 'The inventory is empty.' },
  bank: { noun: 'bank', empty: 'The bank is empty.' },
};

/** Above this many stacks a filter box helps to find an item. */
const FILTER_FROM = 10;

/** Inventory or bank: 16 px icons, names in rarity colours, quantities and the special marker (docs/product-rules.md#pages-and-routes). */
export function InventoryList({ characterId, storage }: { characterId: number; storage: InventoryStorage }) {
  const query = useInventory(storage, characterId);
  const rarities = useRarities();
  const [filter, setFilter] = useState('');
  const entries = useMemo(() => {
    const term = filter.trim().toLowerCase();
    const all = query.data ?? [];
    return term
      ? all.filter((e) => e.item.Name.toLowerCase().includes(term) || (e.item.type.NameCustom ?? e.item.type.Name).toLowerCase().includes(term))
      : all;
  }, [query.data, filter]);

  if (query.isPending) return <TabLoading label={`Loading the ${LABELS[storage].noun}…`} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <p className="text-body-secondary text-center py-4 mb-0">{LABELS[storage].empty}</p>;

  const total = query.data.reduce((sum, e) => sum + e.Quantity, 0);
  return (
    <div className="inventory-list" data-testid={`inventory-${storage}`}>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <p className="mb-0 small text-body-secondary">
          {formatNumber(query.data.length)} {query.data.length === 1 ? 'stack' : 'stacks'}, {formatNumber(total)} items
        </p>
        {query.data.length > FILTER_FROM && (
          <Form.Control
            type="search"
            size="sm"
            placeholder="Filter items"
            aria-label={`Filter the ${LABELS[storage].noun}`}
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            className="inventory-filter"
          />
        )}
      </div>
      <Table responsive hover size="sm" className="align-middle mb-0">
        <caption className="visually-hidden">Items in the {LABELS[storage].noun}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="d-none d-sm-table-cell">
              Type
            </th>
            <th scope="col" className="d-none d-md-table-cell">
              Rarity
            </th>
            <th scope="col" className="text-end">
              Quantity
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => {
            const rarity = rarities.get(e.item.RarityID);
            return (
              <tr key={e.id} className={e.IsSpecial ? 'inventory-special' : undefined}>
                <td>
                  <span className="d-inline-flex align-items-center gap-2">
                    <ItemIcon icon={e.item.Icon} name="" size={16} aria-hidden="true" />
                    <TintedText color={rarity?.Color ?? '#888888'} to={paths.wikiDetail('item', e.item.id)}>
                      {e.item.Name}
                    </TintedText>
                    {e.IsSpecial && (
                      <span className="special-marker" title="Special item">
                        <span aria-hidden="true">★</span>
                        <span className="visually-hidden">(special)</span>
                      </span>
                    )}
                  </span>
                </td>
                <td className="d-none d-sm-table-cell text-body-secondary">{e.item.type.NameCustom ?? e.item.type.Name}</td>
                <td className="d-none d-md-table-cell">{rarity ? <TintedText color={rarity.Color}>{rarity.Name}</TintedText> : '—'}</td>
                <td className="text-end font-monospace">×{formatNumber(e.Quantity)}</td>
              </tr>
            );
          })}
          {entries.length === 0 && (
            <tr>
              <td colSpan={4} className="text-center text-body-secondary py-3">
                No items match “{filter.trim()}”.
              </td>
            </tr>
          )}
        </tbody>
      </Table>
    </div>
  );
}

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
import { msg, t } from '@/lib/i18n/translate';

const LABELS: Record<InventoryStorage, { loading: string; empty: string; filter: string; caption: string }> = {
  default: {
    loading: msg('Loading the inventory…'),
    empty: msg('The inventory is empty.'),
    filter: msg('Filter the inventory'),
    caption: msg('Items in the inventory'),
  },
  bank: { loading: msg('Loading the bank…'), empty: msg('The bank is empty.'), filter: msg('Filter the bank'), caption: msg('Items in the bank') },
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

  if (query.isPending) return <TabLoading label={t(LABELS[storage].loading)} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <p className="text-body-secondary text-center py-4 mb-0">{t(LABELS[storage].empty)}</p>;

  const total = query.data.reduce((sum, e) => sum + e.Quantity, 0);
  return (
    <div className="inventory-list" data-testid={`inventory-${storage}`}>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <p className="mb-0 small text-body-secondary">
          {t('{stacks, plural, one {# stack} other {# stacks}}, {total} items', { stacks: query.data.length, total })}
        </p>
        {query.data.length > FILTER_FROM && (
          <Form.Control
            type="search"
            size="sm"
            placeholder={t('Filter items')}
            aria-label={t(LABELS[storage].filter)}
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            className="inventory-filter"
          />
        )}
      </div>
      <Table responsive hover size="sm" className="align-middle mb-0">
        <caption className="visually-hidden">{t(LABELS[storage].caption)}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Item')}</th>
            <th scope="col" className="d-none d-sm-table-cell">
              {t('Type')}
            </th>
            <th scope="col" className="d-none d-md-table-cell">
              {t('Rarity')}
            </th>
            <th scope="col" className="text-end">
              {t('Quantity')}
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
                      <span className="special-marker" title={t('Special item')}>
                        <span aria-hidden="true">★</span>
                        <span className="visually-hidden">{t('(special)')}</span>
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
                {t('No items match “{filter}”.', { filter: filter.trim() })}
              </td>
            </tr>
          )}
        </tbody>
      </Table>
    </div>
  );
}

import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import type { ItemRef } from '@contract/types/entities';
import { ItemIcon } from '@/components/ui/item-icon';
import { useRarities } from '@/components/ui/rarity-name';
import { TintedText } from '@/components/ui/tinted-text';

/** An item's 16 px icon (bag fallback) and its name in the rarity colour, linking to its wiki page. */
export function ItemLink({ item }: { item: ItemRef }) {
  const rarity = useRarities().get(item.RarityID);
  return (
    <span className="d-inline-flex align-items-center gap-2">
      <ItemIcon icon={item.Icon} name="" size={16} />
      {rarity ? (
        <TintedText color={rarity.Color} to={paths.wikiDetail('item', item.id)}>
          {item.Name}
        </TintedText>
      ) : (
        <Link to={paths.wikiDetail('item', item.id)}>{item.Name}</Link>
      )}
    </span>
  );
}

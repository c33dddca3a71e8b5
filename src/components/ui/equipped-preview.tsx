import type { PreviewAsset } from '@contract/types/character';
import { paths } from '@contract/paths';
import { Link } from 'react-router-dom';
import { armorOriginal } from '@/lib/image-urls';
import { ItemIcon } from './item-icon';
import { useRarities } from './rarity-name';
import { TintedText } from './tinted-text';
import './equipped-preview.css';
import { t } from '@/lib/i18n/translate';

/** Class-rank armor (EquipSpot "ar") has its own full picture (docs/product-rules.md#entities-and-fields, docs/product-rules.md#http-contract). */
const pictureOf = (asset: PreviewAsset) => (asset.type.EquipSpot === 'ar' ? armorOriginal(asset.id) : undefined);
const typeLabel = (asset: PreviewAsset) => asset.type.NameCustom ?? asset.type.Name;

/** The equipped, previewable assets of a character: pictures with names (or a compact icon row). */
export function EquippedPreview({ assets, compact = false, emptyText }: { assets: PreviewAsset[]; compact?: boolean; emptyText?: string }) {
  const rarities = useRarities();
  if (assets.length === 0) return <p className="text-body-secondary small mb-0">{emptyText ?? t('Nothing equipped.')}</p>;
  if (compact) {
    return (
      <ul className="equipped-compact list-unstyled mb-0" aria-label={t('Equipped items')}>
        {assets.map((a) => (
          <li key={a.id} style={{ borderColor: rarities.get(a.RarityID)?.Color }}>
            <Link to={paths.wikiDetail('item', a.id)} title={`${a.Name} (${typeLabel(a)})`}>
              <ItemIcon icon={a.id} src={pictureOf(a)} name={a.Name} size={32} />
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="equipped-grid list-unstyled mb-0">
      {assets.map((a) => {
        const color = rarities.get(a.RarityID)?.Color ?? '#888888';
        return (
          <li key={a.id} className="equipped-tile" style={{ borderColor: color }}>
            <ItemIcon icon={a.id} src={pictureOf(a)} name="" size={64} aria-hidden="true" />
            <div className="equipped-tile-text">
              <TintedText color={color} to={paths.wikiDetail('item', a.id)} className="equipped-tile-name">
                {a.Name}
              </TintedText>
              <span className="small text-body-secondary">{typeLabel(a)}</span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

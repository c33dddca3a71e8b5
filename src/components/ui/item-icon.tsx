import { useState, type ImgHTMLAttributes } from 'react';
import { DEFAULT_ITEM_ICON, itemIcon16, itemOriginal } from '@/lib/image-urls';

export interface ItemIconProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'> {
  /** The item's Icon name (or id for the original image). */
  icon: string | number;
  /** Used as the alt text. */
  name: string;
  /** Displayed size in pixels; 16 uses the server's 16 px icon, larger sizes the original image. */
  size?: number;
  /** Another picture of the item (e.g. armorOriginal for class-rank armor); the bag fallback still applies. */
  src?: string;
}

/** An item picture that falls back to the default bag icon when it cannot load (docs/product-rules.md#error-messages). */
export function ItemIcon({ icon, name, size = 16, src: srcOverride, className, onError, ...rest }: ItemIconProps) {
  const src = srcOverride ?? (size <= 16 && typeof icon === 'string' ? itemIcon16(icon) : itemOriginal(icon));
  // Remember which source failed, so a new icon prop gets a fresh try and the bag never loops.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = failedSrc === src;
  return (
    <img
      {...rest}
      src={broken ? DEFAULT_ITEM_ICON : src}
      alt={name}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={['item-icon', className].filter(Boolean).join(' ')}
      style={{
        objectFit: 'contain',
        imageRendering: size <= 32 ? 'pixelated' : undefined,
        ...rest.style,
      }}
      data-fallback={broken ? 'true' : undefined}
      // On a page the server painted the picture may have failed before the page was live, when
      // nothing listened for its error yet: found broken on arrival, it falls back too.
      ref={(img) => {
        if (img && !broken && img.complete && img.naturalWidth === 0 && img.getAttribute('src') === src) setFailedSrc(src);
      }}
      onError={(event) => {
        if (!broken) setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}

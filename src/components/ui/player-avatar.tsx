import { playerAvatar, type AvatarOwner } from '@/lib/image-urls';

/** A player's avatar: the provider picture when ProviderID is present, else the head (docs/product-rules.md#http-contract). */
export function PlayerAvatar({
  user,
  size = 24,
  alt = '',
  className,
  priority = false,
}: {
  user: AvatarOwner;
  size?: number;
  alt?: string;
  className?: string;
  /** The picture at the top of its page (its largest paint): fetched at once and first, not lazily. */
  priority?: boolean;
}) {
  return (
    <img
      src={playerAvatar(user)}
      alt={alt}
      width={size}
      height={size}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={['player-avatar', size <= 40 ? 'rounded-circle' : 'rounded-3', className].filter(Boolean).join(' ')}
      style={{ objectFit: 'cover', flex: 'none' }}
    />
  );
}

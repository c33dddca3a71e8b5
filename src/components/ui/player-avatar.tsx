import { playerAvatar, type AvatarOwner } from '@/lib/image-urls';

/** A player's avatar: the provider picture when ProviderID is present, else the head (SPEC §7). */
export function PlayerAvatar({
  user,
  size = 24,
  alt = '',
  className,
}: {
  user: AvatarOwner;
  size?: number;
  alt?: string;
  className?: string;
}) {
  return (
    <img
      src={playerAvatar(user)}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={['player-avatar', size <= 40 ? 'rounded-circle' : 'rounded-3', className].filter(Boolean).join(' ')}
      style={{ objectFit: 'cover', flex: 'none' }}
    />
  );
}

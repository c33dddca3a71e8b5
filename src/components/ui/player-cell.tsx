import type { PlayerRef } from '@contract/types/entities';
import { PlayerAvatar } from './player-avatar';
import { PlayerName } from './player-name';

/** A player in a table cell: small avatar and coloured name linking to the profile. */
export function PlayerCell({ user }: { user: PlayerRef }) {
  return (
    <span className="d-inline-flex align-items-center gap-2">
      <PlayerAvatar user={user} size={24} />
      <PlayerName user={user} />
    </span>
  );
}

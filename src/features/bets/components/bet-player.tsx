import type { PlayerRef } from '@contract/types/entities';
import { PlayerAvatar } from '@/components/ui/player-avatar';
import { PlayerName } from '@/components/ui/player-name';

/** A player's head and coloured name, as bet rows and modals show them. */
export function BetPlayer({ user, size = 32, plain }: { user: PlayerRef; size?: number; plain?: boolean }) {
  return (
    <span className="bet-player">
      <PlayerAvatar user={user} size={size} className="bet-player-avatar" />
      <PlayerName user={user} plain={plain} />
    </span>
  );
}

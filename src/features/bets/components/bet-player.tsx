import type { PlayerRef } from '@contract/types/entities';
import { PlayerName } from '@/components/ui/player-name';
import { playerAvatar } from '@/lib/image-urls';

/** A player's head and coloured name, as bet rows and modals show them. */
export function BetPlayer({ user, size = 32, plain }: { user: PlayerRef; size?: number; plain?: boolean }) {
  return (
    <span className="bet-player">
      <img src={playerAvatar(user)} alt="" width={size} height={size} className="bet-player-avatar" loading="lazy" decoding="async" />
      <PlayerName user={user} plain={plain} />
    </span>
  );
}

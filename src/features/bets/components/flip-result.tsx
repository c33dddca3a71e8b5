import { formatNumber } from '@contract/rules/format';
import type { Bet } from '@contract/types/bets';
import { PlayerName } from '@/components/ui/player-name';

/** What the landed coin means, from the viewer's side: who won the pot of both stakes. */
export function FlipResult({ bet, viewerId }: { bet: Bet; viewerId?: number }) {
  if (bet.Side === null || !bet.target) return null;
  const winner = bet.Side ? bet.target : bet.user;
  const loser = bet.Side ? bet.user : bet.target;
  const pot = formatNumber(bet.Coins * 2);
  if (viewerId === winner.id) {
    return (
      <p className="flip-result text-success fw-semibold mb-0" role="status" data-outcome="won">
        You won {pot} Coins!
      </p>
    );
  }
  if (viewerId === loser.id) {
    return (
      <p className="flip-result text-danger fw-semibold mb-0" role="status" data-outcome="lost">
        You lost {formatNumber(bet.Coins)} Coins. <PlayerName user={winner} /> takes the pot of {pot} Coins.
      </p>
    );
  }
  return (
    <p className="flip-result fw-semibold mb-0" role="status" data-outcome="watched">
      <PlayerName user={winner} /> won {pot} Coins.
    </p>
  );
}

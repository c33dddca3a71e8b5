import type { Bet } from '@contract/types/bets';
import { PlayerName } from '@/components/ui/player-name';
import { t } from '@/lib/i18n/translate';

/** What the landed coin means, from the viewer's side: who won the pot of both stakes. */
export function FlipResult({ bet, viewerId }: { bet: Bet; viewerId?: number }) {
  if (bet.Side === null || !bet.target) return null;
  const winner = bet.Side ? bet.target : bet.user;
  const loser = bet.Side ? bet.user : bet.target;
  const pot = bet.Coins * 2;
  if (viewerId === winner.id) {
    return (
      <p className="flip-result text-success fw-semibold mb-0" role="status" data-outcome="won">
        {t('You won {pot} Coins!', { pot })}
      </p>
    );
  }
  if (viewerId === loser.id) {
    return (
      <p className="flip-result text-danger fw-semibold mb-0" role="status" data-outcome="lost">
        {t('You lost {coins} Coins.', { coins: bet.Coins })} <PlayerName user={winner} /> {t('takes the pot of {pot} Coins.', { pot })}
      </p>
    );
  }
  return (
    <p className="flip-result fw-semibold mb-0" role="status" data-outcome="watched">
      <PlayerName user={winner} /> {t('won {pot} Coins.', { pot })}
    </p>
  );
}

import { formatNumber } from '@contract/rules/format';
import type { Bet } from '@contract/types/bets';
import { CopyButton } from '@/components/ui/copy-button';
import { BetPlayer } from './bet-player';
import { t } from '@/lib/i18n/translate';

/** Creator against joiner (or the empty seat) and the stake, at the top of every bet modal. */
export function BetSummary({ bet }: { bet: Bet }) {
  return (
    <>
      <div className="bet-summary">
        <div className="bet-summary-side">
          <span className="small text-body-secondary">{t('Heads')}</span>
          <BetPlayer user={bet.user} size={40} />
        </div>
        <div className="bet-summary-stake text-center">
          <span className="fs-4 fw-bold">{formatNumber(bet.Coins)}</span>
          <span className="small text-body-secondary d-block">{t('Coins each')}</span>
        </div>
        <div className="bet-summary-side text-end">
          <span className="small text-body-secondary">{t('Tails')}</span>
          {bet.target ? <BetPlayer user={bet.target} size={40} /> : <span className="text-body-secondary fst-italic">{t('Waiting for a player')}</span>}
        </div>
      </div>
      {/* Players quote a bet by its id (to ask the team about it, or to check it at /bet/verify/{id}). */}
      <p className="small text-body-secondary text-center mt-2 mb-0 d-flex justify-content-center align-items-center gap-2">
        <span>
          {t('Bet')} <span data-testid="bet-id">#{bet.id}</span>
        </span>
        <CopyButton text={String(bet.id)} label={t('Copy the bet id {id}', { id: String(bet.id) })} />
      </p>
    </>
  );
}

import type { BetFindAnswer } from '@contract/types/bets';
import type { ApiError } from '@/lib/api-error';
import { BetModalFrame } from './bet-modal-frame';
import { WATCH_MODAL_ID } from './bet-modal-ids';
import { BetSummary } from './bet-summary';
import { DoneButton, FlipStage } from './flip-stage';
import { VOIDED_BET_TEXT } from '../voided-bet';
import { t } from '@/lib/i18n/translate';

function WatchBody({ bet, close }: { bet: BetFindAnswer; close: () => void }) {
  return (
    <>
      <BetSummary bet={bet} />
      {bet.Status === 'voided' ? (
        <p className="text-body-secondary mt-3 mb-0">{t(VOIDED_BET_TEXT)}</p>
      ) : bet.Side !== null && bet.target ? (
        <FlipStage bet={bet} side={bet.Side} target={bet.target} />
      ) : (
        <p className="text-body-secondary mt-3 mb-0">{bet.Status === 'cancelled' ? t('This bet was cancelled.') : t('Nobody has joined this bet yet.')}</p>
      )}
      <DoneButton onClick={close} />
    </>
  );
}

/** Watch: replay the flip of a joined bet (docs/product-rules.md#states-and-transitions). */
export function WatchModal({ betId, onFindError }: { betId: number | null; onFindError: (error: ApiError) => void }) {
  return (
    <BetModalFrame modalId={WATCH_MODAL_ID} title={t('Watch the flip')} betId={betId} onFindError={onFindError}>
      {(bet, close) => <WatchBody key={bet.id} bet={bet} close={close} />}
    </BetModalFrame>
  );
}

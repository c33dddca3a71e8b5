import type { BetFindAnswer } from '@contract/types/bets';
import type { ApiError } from '@/lib/api-error';
import { BetModalFrame } from './bet-modal-frame';
import { WATCH_MODAL_ID } from './bet-modal-ids';
import { BetSummary } from './bet-summary';
import { DoneButton, FlipStage } from './flip-stage';

function WatchBody({ bet, close }: { bet: BetFindAnswer; close: () => void }) {
  return (
    <>
      <BetSummary bet={bet} />
      {bet.Status === 'voided' ? (
        <p className="text-body-secondary mt-3 mb-0">This bet was voided by staff: the stakes went back to the players and no result stands.</p>
      ) : bet.Side !== null && bet.target ? (
        <FlipStage bet={bet} side={bet.Side} target={bet.target} />
      ) : (
        <p className="text-body-secondary mt-3 mb-0">{bet.Status === 'cancelled' ? 'This bet was cancelled.' : 'Nobody has joined this bet yet.'}</p>
      )}
      <DoneButton onClick={close} />
    </>
  );
}

/** Watch: replay the flip of a joined bet (docs/product-rules.md#states-and-transitions). */
export function WatchModal({ betId, onFindError }: { betId: number | null; onFindError: (error: ApiError) => void }) {
  return (
    <BetModalFrame modalId={WATCH_MODAL_ID} title="Watch the flip" betId={betId} onFindError={onFindError}>
      {(bet, close) => <WatchBody key={bet.id} bet={bet} close={close} />}
    </BetModalFrame>
  );
}

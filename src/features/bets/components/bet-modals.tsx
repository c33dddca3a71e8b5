import type { BetCancelAnswer } from '@contract/types/bets';
import type { ApiError } from '@/lib/api-error';
import { CancelModal } from './cancel-modal';
import { JoinModal } from './join-modal';
import { WatchModal } from './watch-modal';

export interface BetModalsProps {
  betId: number | null;
  onFindError: (error: ApiError) => void;
  onCancelled: (answer: BetCancelAnswer) => void;
}

/** The join, watch and cancel modals of /bet, one module the page loads once a bet is chosen. */
export default function BetModals({ betId, onFindError, onCancelled }: BetModalsProps) {
  return (
    <>
      <JoinModal betId={betId} onFindError={onFindError} />
      <WatchModal betId={betId} onFindError={onFindError} />
      <CancelModal betId={betId} onFindError={onFindError} onError={onFindError} onCancelled={onCancelled} />
    </>
  );
}

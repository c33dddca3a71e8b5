import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { BetFindAnswer } from '@contract/types/bets';
import { useBootstrap } from '@/app/bootstrap-context';
import type { ApiError } from '@/lib/api-error';
import { BetModalFrame } from './bet-modal-frame';
import { BetSummary } from './bet-summary';
import { CoinFlip } from './coin-flip';
import { FlipResult } from './flip-result';

export const WATCH_MODAL_ID = 'bet-watch-modal';

function WatchBody({ bet, close }: { bet: BetFindAnswer; close: () => void }) {
  const { userId } = useBootstrap();
  const [landed, setLanded] = useState(false);
  return (
    <>
      <BetSummary bet={bet} />
      {bet.Side !== null && bet.target ? (
        <>
          <CoinFlip side={bet.Side} heads={bet.user} tails={bet.target} onDone={() => setLanded(true)} />
          <div className="text-center mt-2" style={{ minHeight: '3rem' }}>
            {landed && <FlipResult bet={bet} viewerId={userId} />}
          </div>
        </>
      ) : (
        <p className="text-body-secondary mt-3 mb-0">{bet.Status === 'cancelled' ? 'This bet was cancelled.' : 'Nobody has joined this bet yet.'}</p>
      )}
      <div className="d-flex justify-content-end mt-3">
        <Button variant="secondary" onClick={close}>
          Done
        </Button>
      </div>
    </>
  );
}

/** Watch: replay the flip of a joined bet (SPEC §4). */
export function WatchModal({ betId, onFindError }: { betId: number | null; onFindError: (error: ApiError) => void }) {
  return (
    <BetModalFrame modalId={WATCH_MODAL_ID} title="Watch the flip" betId={betId} onFindError={onFindError}>
      {(bet, close) => <WatchBody key={bet.id} bet={bet} close={close} />}
    </BetModalFrame>
  );
}

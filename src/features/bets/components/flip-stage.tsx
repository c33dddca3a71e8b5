import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import type { Bet } from '@contract/types/bets';
import type { PlayerRef } from '@contract/types/entities';
import { useBootstrap } from '@/lib/bootstrap';
import { CoinFlip } from './coin-flip';
import { FairnessProof } from './fairness';
import { FlipResult } from './flip-result';
import { t } from '@/lib/i18n/translate';

/** The flip of a joined bet and, once the coin lands (`onLanded`), who won; `note` shows while it spins. */
export function FlipStage({ bet, side, target, note, onLanded }: { bet: Bet; side: boolean; target: PlayerRef; note?: ReactNode; onLanded?: () => void }) {
  const { userId } = useBootstrap();
  const [landed, setLanded] = useState(false);
  return (
    <>
      <CoinFlip
        side={side}
        heads={bet.user}
        tails={target}
        onDone={() => {
          setLanded(true);
          onLanded?.();
        }}
      />
      <div className="text-center mt-2" style={{ minHeight: '3rem' }}>
        {landed ? <FlipResult bet={bet} viewerId={userId} /> : note}
        {landed && <FairnessProof bet={bet} />}
      </div>
    </>
  );
}

/** The modal's closing button. */
export function DoneButton({ onClick }: { onClick: () => void }) {
  return (
    <div className="d-flex justify-content-end mt-3">
      <Button variant="secondary" onClick={onClick}>
        {t('Done')}
      </Button>
    </div>
  );
}

import { useEffect, useEffectEvent, useState, type CSSProperties } from 'react';
import type { PlayerRef } from '@contract/types/entities';
import { playerAvatar } from '@/lib/image-urls';
import { t } from '@/lib/i18n/translate';

/** docs/product-rules.md#bets-and-the-flip: the flip starts 2 seconds after the outcome is known. */
export const FLIP_DELAY_MS = 2000;

export type CoinFace = 'heads' | 'tails';
/** Side false → the creator wins (heads); true → the joiner wins (tails). */
const faceOf = (side: boolean): CoinFace => (side ? 'tails' : 'heads');

const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

type Phase = 'waiting' | 'flipping' | 'done';

export interface CoinFlipProps {
  side: boolean;
  /** The creator, shown on heads. */
  heads: PlayerRef;
  /** The joiner, shown on tails. */
  tails: PlayerRef;
  delayMs?: number;
  onDone?: () => void;
}

/**
 * The coin-flip animation: waits 2 s, spins, and lands on heads (creator wins) or tails (joiner
 * wins). With prefers-reduced-motion the coin does not spin: it shows the result after the wait.
 */
export function CoinFlip({ side, heads, tails, delayMs = FLIP_DELAY_MS, onDone }: CoinFlipProps) {
  const [phase, setPhase] = useState<Phase>('waiting');
  const [reduced] = useState(prefersReducedMotion);
  const face = faceOf(side);

  useEffect(() => {
    const timer = setTimeout(() => setPhase(reduced ? 'done' : 'flipping'), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs, reduced]);

  // onDone is a notification: a new function identity must not notify twice.
  const notifyDone = useEffectEvent(() => onDone?.());
  useEffect(() => {
    if (phase === 'done') notifyDone();
  }, [phase]);

  // Whole turns end on heads; an extra half turn ends on tails.
  const style = { '--coin-end': face === 'heads' ? '1800deg' : '1980deg' } as CSSProperties;
  return (
    <div className="coin-stage">
      <div
        className={`coin is-${phase}`}
        style={style}
        data-phase={phase}
        data-face={phase === 'done' ? face : undefined}
        onAnimationEnd={() => setPhase('done')}
        aria-hidden="true"
      >
        <div className="coin-face coin-heads">
          <img src={playerAvatar(heads)} alt="" width={56} height={56} />
          <span>{t('Heads')}</span>
        </div>
        <div className="coin-face coin-tails">
          <img src={playerAvatar(tails)} alt="" width={56} height={56} />
          <span>{t('Tails')}</span>
        </div>
      </div>
      <p className="coin-caption text-body-secondary small mt-3 mb-0" aria-live="polite">
        {phase === 'waiting' ? t('The coin is about to be flipped…') : phase === 'flipping' ? t('Flipping…') : face === 'heads' ? t('Heads!') : t('Tails!')}
      </p>
    </div>
  );
}

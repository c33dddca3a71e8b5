import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { Bet, BetFindAnswer } from '@contract/types/bets';
import { useCoins } from '@/lib/coins';
import { AlertStack } from '@/components/ui/alert-stack';
import { useErrorDisplay } from '@/components/errors/use-error-display';
import type { ApiError } from '@/lib/api-error';
import { useJoinBet, useRefreshBetTablesWhen } from '../api/bets';
import { BetModalFrame } from './bet-modal-frame';
import { JOIN_MODAL_ID } from './bet-modal-ids';
import { BetSummary } from './bet-summary';
import { randomSeed } from '@contract/rules/fair-flip';
import { clientSeedValid, FairnessCommitment } from './fairness';
import { DoneButton, FlipStage } from './flip-stage';
import { VOIDED_BET_TEXT } from '../voided-bet';
import { t } from '@/lib/i18n/translate';

function JoinBody({ bet, close }: { bet: BetFindAnswer; close: () => void }) {
  const coins = useCoins();
  const joinBet = useJoinBet();
  const { alerts, dismiss, showError } = useErrorDisplay();
  const pending = joinBet.isPending;
  const joined: Bet | null = joinBet.data?.bet ?? null;
  const [clientSeed, setClientSeed] = useState(() => randomSeed(16));
  // The join's balance shows when the coin lands, or when the modal closes before it does.
  const answer = joinBet.data;
  const settled = useRef(false);
  const settle = useRef(() => {});
  settle.current = () => {
    if (!answer || settled.current) return;
    settled.current = true;
    joinBet.settle(answer);
  };
  useEffect(() => () => settle.current(), []);

  const shown = joined ?? bet;
  // The row offered Join, but the bet was cancelled or joined meanwhile.
  useRefreshBetTablesWhen(!joined && bet.Status !== 'open');
  if (shown.Side !== null && shown.target) {
    // Joined (by us just now, or by someone else meanwhile): watch the flip.
    return (
      <>
        <AlertStack alerts={alerts} onDismiss={dismiss} />
        <BetSummary bet={shown} />
        <FlipStage
          bet={shown}
          side={shown.Side}
          target={shown.target}
          note={!joined && <p className="small text-body-secondary mb-0">{t('Someone joined this bet before you.')}</p>}
          onLanded={() => settle.current()}
        />
        <DoneButton onClick={close} />
      </>
    );
  }

  if (bet.Status === 'cancelled' || bet.Status === 'voided') {
    return (
      <>
        <AlertStack alerts={alerts} onDismiss={dismiss} />
        <BetSummary bet={bet} />
        <p className="mt-3 mb-0" data-testid="bet-gone">
          {bet.Status === 'voided' ? t(VOIDED_BET_TEXT) : t('This bet was cancelled by its creator, so it can no longer be joined.')}
        </p>
        <DoneButton onClick={close} />
      </>
    );
  }

  const join = () => {
    if (pending) return;
    joinBet.mutate({ id: bet.id, clientSeed: clientSeed.trim() }, { onError: showError });
  };

  const short = coins !== undefined && coins < bet.Coins;
  return (
    <>
      <AlertStack alerts={alerts} onDismiss={dismiss} />
      <BetSummary bet={bet} />
      <p className="mt-3">
        {t('Joining puts in')} <strong>{t('{coins} Coins', { coins: bet.Coins })}</strong>.{' '}
        {t('The coin decides: heads, the creator takes the pot of {pot} Coins; tails, you do.', { pot: bet.Coins * 2 })}
      </p>
      <p className={`small ${short ? 'text-danger' : 'text-body-secondary'}`}>
        {short
          ? t('Your balance: {coins} Coins — not enough to join this bet.', { coins: coins ?? 0 })
          : t('Your balance: {coins} Coins.', { coins: coins ?? 0 })}
      </p>
      <FairnessCommitment bet={bet} clientSeed={clientSeed} onClientSeed={setClientSeed} />
      <div className="d-flex justify-content-end gap-2 mt-3">
        <Button variant="secondary" onClick={close}>
          {t('Not now')}
        </Button>
        <Button variant="warning" onClick={join} disabled={pending || short || !clientSeedValid(clientSeed)} aria-busy={pending}>
          {pending && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {t('Join and flip')}
        </Button>
      </div>
    </>
  );
}

/** Join: find the bet, confirm, join, then watch the flip land (docs/product-rules.md#states-and-transitions, docs/product-rules.md#http-contract). */
export function JoinModal({ betId, onFindError }: { betId: number | null; onFindError: (error: ApiError) => void }) {
  return (
    <BetModalFrame modalId={JOIN_MODAL_ID} title={t('Join this bet')} betId={betId} onFindError={onFindError}>
      {(bet, close) => <JoinBody key={bet.id} bet={bet} close={close} />}
    </BetModalFrame>
  );
}

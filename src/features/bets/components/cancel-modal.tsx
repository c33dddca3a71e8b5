import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { cancelRefund } from '@contract/rules/bet';
import type { BetCancelAnswer, BetFindAnswer } from '@contract/types/bets';
import type { ApiError } from '@/lib/api-error';
import { useCancelBet, useRefreshBetTablesWhen } from '../api/bets';
import { BetModalFrame } from './bet-modal-frame';
import { CANCEL_MODAL_ID } from './bet-modal-ids';
import { BetSummary } from './bet-summary';
import { DoneButton } from './flip-stage';
import { VOIDED_BET_TEXT } from '../voided-bet';
import { t } from '@/lib/i18n/translate';

interface Outcome {
  onCancelled: (answer: BetCancelAnswer) => void;
  /** docs/product-rules.md#error-messages: a cancel error shows as a danger alert on the bet form. */
  onError: (error: ApiError) => void;
}

function CancelBody({ bet, close, onCancelled, onError }: { bet: BetFindAnswer; close: () => void } & Outcome) {
  const cancelBet = useCancelBet();
  const pending = cancelBet.isPending;

  const confirm = () => {
    if (pending) return;
    cancelBet.mutate(bet.id, {
      onSuccess: (answer) => {
        close();
        onCancelled(answer);
      },
      onError: (error) => {
        close();
        onError(error);
      },
    });
  };

  // The row offered Cancel, but the bet was joined or cancelled meanwhile.
  useRefreshBetTablesWhen(bet.Status !== 'open');
  if (bet.Status !== 'open') {
    return (
      <>
        <BetSummary bet={bet} />
        <p className="mt-3 mb-0">
          {bet.Status === 'joined'
            ? t('This bet has already been joined, so it can no longer be cancelled.')
            : bet.Status === 'voided'
              ? t(VOIDED_BET_TEXT)
              : t('This bet is already cancelled.')}
        </p>
        <DoneButton onClick={close} />
      </>
    );
  }
  return (
    <>
      <BetSummary bet={bet} />
      <Alert variant="warning" className="mt-3" data-testid="cancel-warning">
        {t('Upon cancellation, you will forfeit 30% of your bet. You will receive {refund} Coins, which is 70% of your original bet of {coins} Coins.', {
          refund: cancelRefund(bet.Coins),
          coins: bet.Coins,
        })}
      </Alert>
      <p className="small text-body-secondary">{t('The tax paid when the bet was placed is not refunded.')}</p>
      <div className="d-flex justify-content-end gap-2">
        <Button variant="secondary" onClick={close}>
          {t('Keep my bet')}
        </Button>
        <Button variant="danger" onClick={confirm} disabled={pending} aria-busy={pending}>
          {pending && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {t('Cancel bet')}
        </Button>
      </div>
    </>
  );
}

/** Cancel: find the bet, warn with the refund figure (docs/product-rules.md#error-messages), then GET /api/bet/cancel/{id}. */
export function CancelModal({ betId, onFindError, ...outcome }: { betId: number | null; onFindError: (error: ApiError) => void } & Outcome) {
  return (
    <BetModalFrame modalId={CANCEL_MODAL_ID} title={t('Cancel this bet')} betId={betId} onFindError={onFindError}>
      {(bet, close) => <CancelBody key={bet.id} bet={bet} close={close} {...outcome} />}
    </BetModalFrame>
  );
}

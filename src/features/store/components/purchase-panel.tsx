import { lazy, Suspense, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import type { RecipientRow, StoreBuyAnswer, StorePackage } from '@contract/types/store';
import { useCoins } from '@/lib/coins';
import { FieldMessageList, useFieldValidity } from '@/components/forms/form-field';
import { ServerForm } from '@/components/forms/server-form';
import { SubmitButton } from '@/components/forms/submit-button';
import { PlayerAvatar } from '@/components/ui/player-avatar';
import { PlayerName } from '@/components/ui/player-name';
import { useTarget } from '@/components/ui/targets';
import { useBuyPackage } from '../api/store';
import { t } from '@/lib/i18n/translate';

// The form's rules load on demand (they stay out of the first load).
const loadStoreBuyRules = () => import('virtual:form-rules/storeBuy').then((form) => form.rules());

const RECIPIENT_MODAL_ID = 'store-recipient-modal';
// The picker and its table load when the player chooses a gift, or shows the wish to.
const loadRecipientModal = () => import('./recipient-modal');
const RecipientModal = lazy(loadRecipientModal);

interface Values {
  RecipientID: number | '';
}

/** The chosen recipient, the button that opens the picker, and the server's errors about the choice. */
function RecipientChoice({ recipient }: { recipient: RecipientRow | null }) {
  const { validity, messages } = useFieldValidity('RecipientID');
  // Registered here too, so a click that comes before the lazily loaded picker is ready still opens it.
  useTarget(RECIPIENT_MODAL_ID, 'modal');
  return (
    <div className="recipient-choice mt-2 ms-4">
      <div className="d-flex flex-wrap align-items-center gap-2">
        {recipient ? (
          <span className="d-inline-flex align-items-center gap-2" data-testid="chosen-recipient">
            <PlayerAvatar user={recipient} size={32} />
            <PlayerName user={recipient} plain />
          </span>
        ) : (
          <span className="text-body-secondary">{t('No player chosen yet.')}</span>
        )}
        <Button variant="outline-primary" size="sm" data-modal-target={`#${RECIPIENT_MODAL_ID}`} aria-invalid={validity === 'invalid'}>
          {recipient ? t('Change') : t('Choose a player')}
        </Button>
      </div>
      <FieldMessageList messages={messages} name="RecipientID" label={t('Recipient')} className="text-danger small mb-0 mt-1 ps-3" role="alert" />
    </div>
  );
}

/**
 * Buy for myself or as a gift (docs/product-rules.md#pages-and-routes /store/confirmation/{id}): the balance before and after,
 * a recipient picked in the modal, a confirmation step, then POST /api/store/buy/{id}.
 */
export function PurchasePanel({ pkg, onDone }: { pkg: StorePackage; onDone: (answer: StoreBuyAnswer) => void }) {
  const coins = useCoins() ?? 0;
  const buyPackage = useBuyPackage(pkg.id);
  const [gift, setGift] = useState(false);
  const [recipient, setRecipient] = useState<RecipientRow | null>(null);
  const [confirming, setConfirming] = useState(false);
  const after = coins - pkg.Cost;
  const short = after < 0;

  return (
    <Card>
      <Card.Body>
        <ServerForm<Values>
          initialValues={{ RecipientID: '' }}
          loadRules={loadStoreBuyRules}
          aria-label={t('Buy {name}', { name: pkg.Name })}
          onSubmit={async (values) => {
            onDone(await buyPackage.mutateAsync({ RecipientID: gift ? values.RecipientID : '' }));
          }}
          onError={() => setConfirming(false)}
        >
          {(formik) => {
            const choose = (player: RecipientRow) => {
              setRecipient(player);
              void formik.setFieldValue('RecipientID', player.id);
            };
            const ready = !short && (!gift || recipient !== null);
            return (
              <>
                <fieldset disabled={confirming}>
                  <legend className="h5">{t('Who is it for?')}</legend>
                  <Form.Check type="radio" id="buy-for-me" name="for" label={t('For me')} checked={!gift} onChange={() => setGift(false)} />
                  <Form.Check
                    type="radio"
                    id="buy-as-gift"
                    name="for"
                    label={t('As a gift for another player')}
                    checked={gift}
                    onChange={() => setGift(true)}
                    onPointerEnter={() => void loadRecipientModal()}
                    onFocus={() => void loadRecipientModal()}
                  />
                  {gift && <RecipientChoice recipient={recipient} />}
                </fieldset>

                <dl className="purchase-figures row mt-4 mb-3">
                  <dt className="col-7">{t('Your balance now')}</dt>
                  <dd className="col-5" data-testid="balance-before">
                    {t('{coins} Coins', { coins })}
                  </dd>
                  <dt className="col-7">{t('Price')}</dt>
                  <dd className="col-5">− {t('{coins} Coins', { coins: pkg.Cost })}</dd>
                  {/* A balance cannot go below zero: short of coins, the row says how many are missing. */}
                  <dt className="col-7 border-top pt-2">{short ? t('Coins missing') : t('Your balance after')}</dt>
                  <dd className={`col-5 border-top pt-2 ${short ? 'text-danger' : ''}`} data-testid="balance-after">
                    {t('{coins} Coins', { coins: Math.abs(after) })}
                  </dd>
                </dl>
                {short && <Alert variant="warning">{t('You need {coins} more Coins to buy this package.', { coins: -after })}</Alert>}

                {confirming ? (
                  <div className="purchase-confirm" role="group" aria-label={t('Confirm the purchase')}>
                    <Alert variant="info">
                      {t('Buy the')} <strong>{pkg.Name}</strong> {t('for')} <strong>{t('{coins} Coins', { coins: pkg.Cost })}</strong>{' '}
                      {gift && recipient ? (
                        <>
                          {t('as a gift for')} <PlayerName user={recipient} plain />
                        </>
                      ) : (
                        t('for yourself')
                      )}
                      {t('? Your balance will be {coins} Coins.', { coins: after })}
                    </Alert>
                    <div className="d-flex flex-wrap justify-content-end gap-2">
                      <Button variant="secondary" onClick={() => setConfirming(false)} disabled={formik.isSubmitting}>
                        {t('Back')}
                      </Button>
                      <SubmitButton variant="warning">{t('Confirm purchase')}</SubmitButton>
                    </div>
                  </div>
                ) : (
                  <div className="d-flex justify-content-end">
                    <Button variant="primary" disabled={!ready} onClick={() => setConfirming(true)}>
                      {gift ? t('Continue to send the gift') : t('Continue')}
                    </Button>
                  </div>
                )}
                {gift && (
                  <Suspense fallback={null}>
                    <RecipientModal id={RECIPIENT_MODAL_ID} onPick={choose} />
                  </Suspense>
                )}
              </>
            );
          }}
        </ServerForm>
      </Card.Body>
    </Card>
  );
}

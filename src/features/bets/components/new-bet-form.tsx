import { useCallback } from 'react';
import type { BetNewForm } from '@contract/types/forms';
import { betTax } from '@contract/rules/bet';
import type { BetNewAnswer } from '@contract/types/bets';
import { useBootstrap } from '@/lib/bootstrap';
import { ServerForm } from '@/components/forms/server-form';
import { FormField } from '@/components/forms/form-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { useCreateBet } from '../api/bets';
import { t } from '@/lib/i18n/translate';

const WHOLE_NUMBER = /^\d+$/;

/**
 * The new-bet form (docs/product-rules.md#validation-and-field-messages, docs/product-rules.md#http-contract): as a whole number is typed the hint reads "X Coins + Y Coins tax",
 * Y at the rate of the BET_TAX_PERCENT setting (label and hint share the one setting).
 */
export function NewBetForm({ onCreated }: { onCreated: (answer: BetNewAnswer) => void }) {
  const { settings } = useBootstrap();
  const createBet = useCreateBet();
  // The form's rules load on demand (they stay out of the first load); the stake's limits are the bootstrap's settings.
  const loadRules = useCallback(() => import('virtual:form-rules/betNew').then((form) => form.rules(form.stakeWithin(settings))), [settings]);
  const limits = t('Whole coins, from {min} to {max}, plus {percent}% tax.', {
    min: settings.betMinCoins,
    max: settings.betMaxCoins,
    percent: settings.betTaxPercent,
  });

  return (
    <ServerForm<BetNewForm>
      initialValues={{ coins: '' }}
      loadRules={loadRules}
      aria-label={t('New bet')}
      onSubmit={async (values, helpers) => {
        const answer = await createBet.mutateAsync(values);
        helpers.resetForm();
        onCreated(answer);
      }}
    >
      {({ values }) => {
        const typed = String(values.coins ?? '').trim();
        const hint = WHOLE_NUMBER.test(typed)
          ? t('{coins} Coins + {tax} Coins tax', { coins: Number(typed), tax: betTax(Number(typed), settings.betTaxPercent) })
          : limits;
        return (
          <>
            <FormField
              name="coins"
              label={t('Coins')}
              type="number"
              inputMode="numeric"
              min={settings.betMinCoins}
              step={1}
              help={<span data-testid="bet-coin-hint">{hint}</span>}
            />
            <SubmitButton className="w-100">{t('Place bet')}</SubmitButton>
          </>
        );
      }}
    </ServerForm>
  );
}

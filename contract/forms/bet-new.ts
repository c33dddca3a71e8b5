import { yup } from './validate';

/** Bet amount limits come from the server settings (BET_MIN_COINS, BET_MAX_COINS; bootstrap settings). */
export interface BetLimits {
  betMinCoins: number;
  betMaxCoins: number;
}

/** The new-bet form (docs/product-rules.md#http-contract POST /api/bet/new): a whole number of coins within the limits. */
export const betNewSchema = ({ betMinCoins, betMaxCoins }: BetLimits) =>
  yup.object({
    coins: yup
      .number()
      // An empty input is a missing amount ("required"), not a malformed number.
      .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
      .required()
      .integer()
      .min(betMinCoins)
      .max(betMaxCoins),
  });

export type BetNewValues = yup.InferType<ReturnType<typeof betNewSchema>>;

// Bet money rules and texts (docs/product-rules.md#validation-and-field-messages, docs/product-rules.md#error-messages, docs/product-rules.md#constants-and-limits).
import { formatNumber } from './format';

/** Tax percent stated in the bet table's label. */
export const BET_TABLE_TAX_PERCENT = 10;
/** Tax percent used by the coin-input hint; docs/product-rules.md#validation-and-field-messages notes it disagrees with the table label and keeps both. */
export const BET_HINT_TAX_PERCENT = 1;
/** Share of the stake returned on cancellation (30% is forfeited). */
export const BET_CANCEL_REFUND_PERCENT = 70;

/** Tax on a stake, rounded to whole coins. */
export function betTax(coins: number, taxPercent: number): number {
  return Math.round((coins * taxPercent) / 100);
}

/** Hint under the coin input: "X Coins + Y Coins tax". */
export function betCoinHint(coins: number, taxPercent: number): string {
  return `${formatNumber(coins)} Coins + ${formatNumber(betTax(coins, taxPercent))} Coins tax`;
}

/** Coins returned when an open bet is cancelled: 70%, rounded down so the refund never exceeds the share. */
export function cancelRefund(coins: number): number {
  return Math.floor((coins * BET_CANCEL_REFUND_PERCENT) / 100);
}

/** Confirmation text shown before cancelling a bet (docs/product-rules.md#error-messages). */
export function cancelWarning(coins: number): string {
  const refund = cancelRefund(coins);
  return `Upon cancellation, you will forfeit 30% of your bet. You will receive ${formatNumber(refund)} Coins, which is 70% of your original bet of ${formatNumber(coins)} Coins.`;
}

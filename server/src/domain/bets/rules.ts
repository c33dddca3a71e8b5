import { betTax, cancelRefund } from '@contract/rules/bet';

// The money of one bet: the creator pays the stake into escrow and the tax (a fee for
// opening the bet, BET_TAX_PERCENT of the stake, rounded) to the tax account; the joiner pays the
// same stake; the winner takes both stakes. A cancelled bet refunds 70 % of the stake rounded down
// and forfeits the rest; the tax is not refunded.

export interface BetMoney {
  stake: number;
  tax: number;
}

export const betMoney = (stake: number, taxPercent: number): BetMoney => ({ stake, tax: betTax(stake, taxPercent) });

export interface CancelSplit {
  refund: number;
  forfeit: number;
}

export const cancelSplit = (stake: number): CancelSplit => {
  const refund = cancelRefund(stake);
  return { refund, forfeit: stake - refund };
};

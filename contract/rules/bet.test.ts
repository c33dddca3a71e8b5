import { describe, expect, it } from 'vitest';
import { BET_CANCEL_REFUND_PERCENT, BET_HINT_TAX_PERCENT, BET_TABLE_TAX_PERCENT, betCoinHint, betTax, cancelRefund, cancelWarning } from './bet';

describe('bet constants', () => {
  it('keeps both tax figures and the 70% refund', () => {
    expect(BET_TABLE_TAX_PERCENT).toBe(10);
    expect(BET_HINT_TAX_PERCENT).toBe(1);
    expect(BET_CANCEL_REFUND_PERCENT).toBe(70);
  });
});

describe('betTax', () => {
  it.each([
    [1000, 1, 10],
    [149, 1, 1],
    [150, 1, 2],
    [49, 1, 0],
    [50, 1, 1],
    [0, 1, 0],
    [1234, 10, 123],
    [1235, 10, 124],
  ])('%s coins at %s%% → %s', (coins, percent, tax) => {
    expect(betTax(coins, percent)).toBe(tax);
  });
});

describe('betCoinHint', () => {
  it.each([
    [1000, 1, '1,000 Coins + 10 Coins tax'],
    [150, 1, '150 Coins + 2 Coins tax'],
    [2500000, 1, '2,500,000 Coins + 25,000 Coins tax'],
    [2500000, 10, '2,500,000 Coins + 250,000 Coins tax'],
    [0, 1, '0 Coins + 0 Coins tax'],
  ])('%s coins at %s%% → %j', (coins, percent, hint) => {
    expect(betCoinHint(coins, percent)).toBe(hint);
  });
});

describe('cancelRefund', () => {
  it.each([
    [100, 70],
    [1000, 700],
    [15, 10],
    [1, 0],
    [3, 2],
    [0, 0],
    [123457, 86419],
  ])('%s coins → %s refunded', (coins, refund) => {
    expect(cancelRefund(coins)).toBe(refund);
  });
});

describe('cancelWarning', () => {
  it.each([
    [1000, 'Upon cancellation, you will forfeit 30% of your bet. You will receive 700 Coins, which is 70% of your original bet of 1,000 Coins.'],
    [15, 'Upon cancellation, you will forfeit 30% of your bet. You will receive 10 Coins, which is 70% of your original bet of 15 Coins.'],
    [2500000, 'Upon cancellation, you will forfeit 30% of your bet. You will receive 1,750,000 Coins, which is 70% of your original bet of 2,500,000 Coins.'],
  ])('for %s coins', (coins, text) => {
    expect(cancelWarning(coins)).toBe(text);
  });
});

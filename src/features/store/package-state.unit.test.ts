import { describe, expect, it } from 'vitest';
import { isOutOfStock, unavailableReason } from './package-state';

describe('package state', () => {
  it('is out of stock only when limited stock is below 1', () => {
    expect(isOutOfStock({ QuantityLeft: null })).toBe(false);
    expect(isOutOfStock({ QuantityLeft: 1 })).toBe(false);
    expect(isOutOfStock({ QuantityLeft: 0 })).toBe(true);
    expect(isOutOfStock({ QuantityLeft: -2 })).toBe(true);
  });
  it('names why a package cannot be bought', () => {
    expect(unavailableReason({ QuantityLeft: 3, Currency: 'Coins' })).toBeNull();
    expect(unavailableReason({ QuantityLeft: 0, Currency: 'Coins' })).toBe('out-of-stock');
    expect(unavailableReason({ QuantityLeft: null, Currency: 'USD' })).toBe('real-money');
  });
});

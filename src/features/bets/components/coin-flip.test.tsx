import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { CoinFlip, FLIP_DELAY_MS } from './coin-flip';

const heads = { id: 1, Username: 'demo', ColorName: '#fff', ProfileVersion: 1, ProviderID: null };
const tails = { id: 2, Username: 'demo2', ColorName: '#fff', ProfileVersion: 1, ProviderID: null };

function reducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches && query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

describe('CoinFlip', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits 2 seconds, spins, and lands on tails when the joiner wins', () => {
    vi.useFakeTimers();
    reducedMotion(false);
    const onDone = vi.fn();
    const { container } = render(<CoinFlip side={true} heads={heads} tails={tails} onDone={onDone} />);
    const coin = container.querySelector('.coin')!;
    expect(coin).toHaveAttribute('data-phase', 'waiting');
    act(() => {
      vi.advanceTimersByTime(FLIP_DELAY_MS - 1);
    });
    expect(coin).toHaveAttribute('data-phase', 'waiting');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(coin).toHaveAttribute('data-phase', 'flipping');
    expect(coin.getAttribute('style')).toContain('--coin-end: 1980deg');
    act(() => {
      coin.dispatchEvent(new Event('animationend', { bubbles: true }));
    });
    expect(coin).toHaveAttribute('data-face', 'tails');
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('with prefers-reduced-motion shows heads after the wait without spinning', () => {
    vi.useFakeTimers();
    reducedMotion(true);
    const { container, getByText } = render(<CoinFlip side={false} heads={heads} tails={tails} />);
    const coin = container.querySelector('.coin')!;
    act(() => {
      vi.advanceTimersByTime(FLIP_DELAY_MS);
    });
    expect(coin).toHaveAttribute('data-phase', 'done');
    expect(coin).toHaveAttribute('data-face', 'heads');
    expect(getByText('Heads!')).toBeInTheDocument();
  });
});

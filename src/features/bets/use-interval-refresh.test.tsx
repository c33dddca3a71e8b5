import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntervalRefresh } from './use-interval-refresh';

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useIntervalRefresh (SPEC §9: the open-bet table refreshes every 60 seconds)', () => {
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });

  it('refreshes every interval while visible, pauses while hidden, and catches up on return', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    renderHook(() => useIntervalRefresh(['bets'], 60), { wrapper });

    vi.advanceTimersByTime(59_999);
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: ['bets'] });

    setVisibility('hidden');
    vi.advanceTimersByTime(180_000);
    expect(invalidate).toHaveBeenCalledTimes(1);

    setVisibility('visible');
    expect(invalidate).toHaveBeenCalledTimes(2);
  });
});

import { useEffect, useState } from 'react';

const secondsLeft = (seconds: number, startedAt: number) => Math.max(0, Math.ceil(seconds - (Date.now() - startedAt) / 1000));

/**
 * Seconds left of a wait that started at `since` (a Date.now() value; the mount when omitted). While
 * `since` is null the wait has not started and the whole of it is left. Derived from the clock, not
 * from counting ticks, so a throttled background tab still unlocks on time.
 */
export function useCountdown(seconds: number, since?: number | null): number {
  const [mountedAt] = useState(() => Date.now());
  const startedAt = since === undefined ? mountedAt : since;
  const [remaining, setRemaining] = useState(() => (startedAt === null ? seconds : secondsLeft(seconds, startedAt)));
  useEffect(() => {
    if (startedAt === null) {
      setRemaining(seconds);
      return;
    }
    setRemaining(secondsLeft(seconds, startedAt));
    const timer = setInterval(() => {
      const left = secondsLeft(seconds, startedAt);
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [seconds, startedAt]);
  return remaining;
}

/** 300 → "5:00", 59 → "0:59". */
export const formatCountdown = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

import { useEffect, useState } from 'react';

const secondsLeft = (seconds: number, startedAt: number) => Math.max(0, Math.ceil(seconds - (Date.now() - startedAt) / 1000));

/**
 * Seconds left of a wait that started when the component mounted (the page load). Derived from the
 * clock, not from counting ticks, so a throttled background tab still unlocks on time.
 */
export function useCountdown(seconds: number): number {
  const [startedAt] = useState(() => Date.now());
  const [remaining, setRemaining] = useState(() => secondsLeft(seconds, startedAt));
  useEffect(() => {
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

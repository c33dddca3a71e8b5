import { useCallback, useEffect, useState, type RefObject } from 'react';
import type { WindowSizeKey } from '@contract/rules/constants';
import type { WindowChoice } from '@contract/types/play';
import { useCookie } from '@/lib/cookies';
import { AFTER_FULLSCREEN_SIZE, SIZE_COOKIE, savedSize, saveSize } from './window-size';

/**
 * The play window's size (docs/product-rules.md#play-window): a chosen size is saved in the cookie; full screen is not, and
 * leaving it returns to Tiny.
 */
export function useWindowChoice() {
  const saved = useCookie(SIZE_COOKIE);
  const [size, setSize] = useState<WindowSizeKey>(() => savedSize(saved));
  const [fullscreen, setFullscreen] = useState(false);

  const choose = useCallback((choice: WindowChoice) => {
    if (choice === 'fullscreen') {
      setFullscreen(true);
      return;
    }
    saveSize(choice);
    setSize(choice);
    setFullscreen(false);
  }, []);

  const exitFullscreen = useCallback(() => {
    saveSize(AFTER_FULLSCREEN_SIZE);
    setSize(AFTER_FULLSCREEN_SIZE);
    setFullscreen(false);
  }, []);

  const choice: WindowChoice = fullscreen ? 'fullscreen' : size;
  return { choice, size, fullscreen, choose, exitFullscreen };
}

/**
 * While full screen is on: asks the browser for real full screen on `target` when it can, and
 * calls `onExit` on Escape (caught before the game sees it) or when the browser leaves full screen.
 */
export function useFullscreenExit(active: boolean, target: RefObject<HTMLElement | null>, onExit: () => void) {
  useEffect(() => {
    if (!active) return;
    const element = target.current;
    // Not every browser (or a test browser) grants it; the page's own full-window mode stays either way.
    element?.requestFullscreen?.().catch(() => undefined);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onExit();
      }
    };
    const onChange = () => {
      if (!document.fullscreenElement) onExit();
    };
    window.addEventListener('keydown', onKey, true);
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      document.removeEventListener('fullscreenchange', onChange);
      if (document.fullscreenElement) document.exitFullscreen?.().catch(() => undefined);
    };
  }, [active, target, onExit]);
}

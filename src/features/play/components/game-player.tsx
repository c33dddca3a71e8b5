import { useEffect, useRef } from 'react';
import { canRunWebAssembly, loadRuffle, RUFFLE_BASE_URL, type RuffleConfig, type RufflePlayerElement, type SocketProxy } from '../lib/ruffle';

/** checking → loading → loaded; unsupported where Ruffle cannot run; failed when the game did not load. */
export type PlayerState = 'checking' | 'loading' | 'loaded' | 'unsupported' | 'failed';

/** Ruffle draws its own error screen (#panic) in the player's open shadow root when a game fails. */
const RUFFLE_ERROR_SCREEN = '#panic';

interface GamePlayerProps {
  /** The SWF to play (the loader, from the game-files endpoint). */
  url: string;
  /** Where the SWF's relative loads resolve (the path form of the game-files endpoint). */
  base: string;
  socketProxy?: SocketProxy;
  onStateChange: (state: PlayerState) => void;
  /** Changing it starts over (Try again). */
  attempt?: number;
}

/**
 * Ruffle's player element, created and loaded imperatively into a host element (Ruffle is a custom
 * element driven by its own API). Scripts are off, and the game may use the network only for what
 * it needs itself: its own files and its socket (no page navigation, no calls into the page).
 */
export function GamePlayer({ url, base, socketProxy, onStateChange, attempt = 0 }: GamePlayerProps) {
  const host = useRef<HTMLDivElement>(null);
  const report = useRef(onStateChange);
  useEffect(() => {
    report.current = onStateChange;
  }, [onStateChange]);

  useEffect(() => {
    let cancelled = false;
    let player: RufflePlayerElement | null = null;
    let errorScreenWatch: MutationObserver | null = null;
    const set = (state: PlayerState) => {
      if (!cancelled) report.current(state);
    };
    set('checking');
    void (async () => {
      if (!(await canRunWebAssembly())) return set('unsupported');
      let source;
      try {
        source = await loadRuffle();
      } catch {
        return set('unsupported');
      }
      if (cancelled || !host.current) return;
      player = source.createPlayer();
      player.classList.add('game-player');
      player.addEventListener('loadeddata', () => set('loaded'));
      host.current.appendChild(player);
      set('loading');
      // A game that cannot be fetched or run makes Ruffle show its error screen, without an event:
      // watch for it, so the page can say so in its own words and offer a retry.
      const shadow = player.shadowRoot;
      if (shadow) {
        errorScreenWatch = new MutationObserver(() => {
          if (shadow.querySelector(RUFFLE_ERROR_SCREEN)) set('failed');
        });
        errorScreenWatch.observe(shadow, { childList: true, subtree: true });
      }
      const config: RuffleConfig = {
        url,
        base,
        publicPath: RUFFLE_BASE_URL,
        polyfills: false,
        allowScriptAccess: false,
        allowNetworking: 'internal',
        openUrlMode: 'deny',
        allowFullscreen: false,
        favorFlash: false,
        autoplay: 'on',
        unmuteOverlay: 'hidden',
        letterbox: 'on',
        contextMenu: 'rightClickOnly',
        showSwfDownload: false,
        upgradeToHttps: window.location.protocol === 'https:',
        credentialAllowList: [],
        socketProxy: socketProxy ? [socketProxy] : [],
        logLevel: 'warn',
      };
      try {
        await player.ruffle().load(config);
      } catch (error) {
        // The log keeps the cause; the page shows its own message with a retry.
        console.error('Ruffle could not load the game', error);
        set('failed');
      }
    })();
    return () => {
      cancelled = true;
      errorScreenWatch?.disconnect();
      player?.remove();
    };
  }, [url, base, socketProxy, attempt]);

  return <div ref={host} className="game-stage" />;
}

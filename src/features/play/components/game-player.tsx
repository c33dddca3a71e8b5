import { useEffect, useRef } from 'react';
import { canRunWebAssembly, loadRuffle, RUFFLE_BASE_URL, type RuffleConfig, type RufflePlayerElement, type SocketProxy } from '../lib/ruffle';

/** checking → loading → loaded, or unsupported where Ruffle cannot run. */
export type PlayerState = 'checking' | 'loading' | 'loaded' | 'unsupported';

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
        // Ruffle shows its own error screen inside the player; the log keeps the cause.
        console.error('Ruffle could not load the game', error);
      }
    })();
    return () => {
      cancelled = true;
      player?.remove();
    };
  }, [url, base, socketProxy, attempt]);

  return <div ref={host} className="game-stage" />;
}

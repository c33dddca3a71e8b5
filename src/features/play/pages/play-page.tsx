import { useCallback, useEffect, useRef, useState, type CSSProperties, type MouseEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { GAME_FILES_BASE, gameFileUrl } from '@contract/types/play';
import { useBootstrap } from '@/lib/bootstrap';
import { PageHeader } from '@/components/layout/page-header';
import { PageLoading } from '@/components/layout/page-loading';
import { GamePlayer, type PlayerState } from '../components/game-player';
import { NoFlashNotice } from '../components/no-flash-notice';
import { WindowSizeSelector } from '../components/window-size-selector';
import { useFullscreenExit, useWindowChoice } from '../lib/use-window-choice';
import { gameDimensions } from '../lib/window-size';
import '../play.css';
import { t } from '@/lib/i18n/translate';

/**
 * Only the /play document may compile WebAssembly (its CSP). Arriving here by a client-side link
 * from another page keeps that page's policy, so the page loads itself again.
 */
function loadedAsPlayDocument(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0];
  if (!entry) return true;
  return new URL(entry.name, window.location.href).pathname.replace(/\/+$/, '') === window.location.pathname.replace(/\/+$/, '');
}

export default function PlayPage() {
  const [ownDocument] = useState(loadedAsPlayDocument);
  useEffect(() => {
    if (!ownDocument) window.location.reload();
  }, [ownDocument]);
  if (!ownDocument) return <PageLoading />;
  return <PlayScreen />;
}

function PlayScreen() {
  const { settings } = useBootstrap();
  const { choice, size, fullscreen, choose, exitFullscreen } = useWindowChoice();
  const [state, setState] = useState<PlayerState>('checking');
  const [attempt, setAttempt] = useState(0);
  const frame = useRef<HTMLDivElement>(null);
  useFullscreenExit(fullscreen, frame, exitFullscreen);

  const { width, height } = gameDimensions(size);
  const frameStyle = { '--game-width': `${width}px`, '--game-height': `${height}px` } as CSSProperties;
  // A click on the backdrop (not on the game) leaves full screen.
  const onFrameClick = (event: MouseEvent<HTMLDivElement>) => {
    if (fullscreen && event.target === event.currentTarget) exitFullscreen();
  };
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const unsupported = state === 'unsupported';

  return (
    <>
      <PageHeader
        title={t('Play')}
        subtitle={t('The game runs right here in your browser.')}
        actions={!unsupported && <WindowSizeSelector value={choice} onChange={choose} />}
      />
      {unsupported && <NoFlashNotice onRetry={retry} />}
      <div className="game-strip" hidden={unsupported}>
        <div
          ref={frame}
          className={`game-frame${fullscreen ? ' is-fullscreen' : ''}`}
          style={frameStyle}
          data-testid="game-frame"
          data-size={choice}
          data-ruffle-state={state}
          onClick={onFrameClick}
          role={fullscreen ? 'dialog' : 'region'}
          aria-modal={fullscreen || undefined}
          aria-label={fullscreen ? t('Game in full screen') : t('Game')}
        >
          {fullscreen && (
            <Button variant="light" size="sm" className="game-exit-fullscreen" onClick={exitFullscreen}>
              {t('Exit full screen')} <kbd className="ms-1">Esc</kbd>
            </Button>
          )}
          <GamePlayer
            url={gameFileUrl(settings.gameLoaderPath)}
            base={GAME_FILES_BASE}
            socketProxy={settings.ruffleSocketProxy}
            onStateChange={setState}
            attempt={attempt}
          />
          {(state === 'checking' || state === 'loading') && (
            <div className="game-loading" role="status">
              <Spinner animation="border" aria-hidden="true" />
              <span>{t('Loading the game…')}</span>
            </div>
          )}
          {state === 'failed' && (
            // Replaces both the loading overlay and Ruffle's own error screen (hidden by play.css).
            <div className="game-failed" role="alert" data-testid="game-failed">
              <p className="h5 mb-2">{t('The game could not be loaded.')}</p>
              <p className="mb-3">{t('The connection may have dropped, or the game server is being updated. Your account is not affected.')}</p>
              <Button variant="warning" onClick={retry}>
                {t('Try again')}
              </Button>
            </div>
          )}
        </div>
      </div>
      {!unsupported && (
        <p className="text-body-secondary small text-center mt-3 mb-0">
          {t('Full screen: press Escape or click outside the game to leave it. Your window size is remembered on this device.')}
        </p>
      )}
    </>
  );
}

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import Container from 'react-bootstrap/Container';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { onToastWanted } from '@/components/ui/toasts';
import { SiteNavbar } from './site-navbar';
import { ConnectionBanner } from './connection-banner';
import { ReadOnlyBanner } from './read-only-banner';
import { SiteFooter } from './site-footer';
import { ChatPrompt } from './chat-prompt';
import { PageLoading } from './page-loading';
import { SCROLL_POSITIONS_KEY } from '@/lib/scroll-positions';
import { LiveMark } from './live-mark';
import { OptionalPart } from './optional-part';
import { t } from '@/lib/i18n/translate';

const ToastHost = lazy(() => import('./toast-host'));

/** The toast container and react-toastify load with the first toast, not with every page. */
function Toasts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastWanted(() => setWanted(true)), []);
  return wanted ? (
    <OptionalPart fallback={null}>
      <ToastHost />
    </OptionalPart>
  ) : null;
}

export function AppLayout() {
  // Every control of a page the server painted stays disabled until the page is live: a
  // choice or a word typed before would be lost. The fieldset has no box (site.css). It is enabled
  // in the DOM, not through state: a state change here would render the whole page again at once.
  const controls = useRef<HTMLFieldSetElement>(null);
  const enableControls = useCallback(() => {
    if (controls.current) controls.current.disabled = false;
  }, []);
  return (
    <fieldset ref={controls} disabled className="app-controls">
      <div className="d-flex flex-column min-vh-100">
        <a href="#main" className="visually-hidden-focusable skip-link">
          {t('Skip to content')}
        </a>
        <SiteNavbar />
        <ConnectionBanner />
        <ReadOnlyBanner />
        <main id="main" className="flex-grow-1 py-4" tabIndex={-1}>
          <Container>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
              {/* In the content's boundary: live once the page itself is hydrated, not only the shell. */}
              <LiveMark onLive={enableControls} />
            </Suspense>
          </Container>
        </main>
        <SiteFooter />
        <ChatPrompt />
        <Toasts />
        <ScrollRestoration storageKey={SCROLL_POSITIONS_KEY} />
      </div>
    </fieldset>
  );
}

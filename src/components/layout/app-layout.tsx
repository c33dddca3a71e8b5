import { Suspense } from 'react';
import Container from 'react-bootstrap/Container';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { SiteNavbar } from './site-navbar';
import { ConnectionBanner } from './connection-banner';
import { SiteFooter } from './site-footer';
import { ChatPrompt } from './chat-prompt';
import { PageLoading } from './page-loading';

export function AppLayout() {
  return (
    <div className="d-flex flex-column min-vh-100">
      <a href="#main" className="visually-hidden-focusable skip-link">
        Skip to content
      </a>
      <SiteNavbar />
      <ConnectionBanner />
      <main id="main" className="flex-grow-1 py-4" tabIndex={-1}>
        <Container>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Container>
      </main>
      <SiteFooter />
      <ChatPrompt />
      <ToastContainer position="top-right" autoClose={4000} theme="colored" />
      <ScrollRestoration />
    </div>
  );
}

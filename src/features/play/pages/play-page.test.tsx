import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { renderWithApp, testBootstrap } from '@/testing/test-utils';
import { SIZE_COOKIE } from '../lib/window-size';
import PlayPage from './play-page';

// The play page's own rules (docs/product-rules.md#states-and-transitions, docs/product-rules.md#error-messages, docs/product-rules.md#tables): sizes from the one table, the cookie, full screen
// returning to Tiny, and the no-flash notice only where WebAssembly cannot run. Ruffle itself runs
// in the browser tests; here its script never loads (jsdom runs no external scripts).

vi.setConfig({ testTimeout: 30_000 });

const frame = () => screen.getByTestId('game-frame');
const width = () => frame().style.getPropertyValue('--game-width');
const height = () => frame().style.getPropertyValue('--game-height');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PlayPage', () => {
  it("loads Ruffle's script from our server, once, at the default size", async () => {
    renderWithApp(<PlayPage />, { route: '/play', bootstrap: testBootstrap() });
    expect(screen.getByRole('heading', { level: 1, name: 'Play' })).toBeInTheDocument();
    expect(width()).toBe('960px');
    expect(height()).toBe('550px');
    await waitFor(() => expect(document.head.querySelector('script[src*="/ruffle/"]')).not.toBeNull());
    expect(document.head.querySelector('script[src*="/ruffle/"]')!.getAttribute('src')).toMatch(/^\/ruffle\/[^/]+\/ruffle\.js$/);
    expect(document.head.querySelectorAll('script[src*="/ruffle/"]')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the game…');
  });

  it('starts from the saved size, saves a new choice for 365 days, never full screen', async () => {
    document.cookie = `${SIZE_COOKIE}=large; path=/`;
    const set = vi.spyOn(Cookies, 'set');
    renderWithApp(<PlayPage />, { route: '/play', bootstrap: testBootstrap() });
    expect(width()).toBe('1152px');
    await userEvent.click(screen.getByLabelText('Huge'));
    expect(width()).toBe('1920px');
    expect(height()).toBe('1100px');
    expect(set).toHaveBeenLastCalledWith(SIZE_COOKIE, 'huge', expect.objectContaining({ expires: 365 }));
    await userEvent.click(screen.getByLabelText('Tiny'));
    expect(width()).toBe('738px');
    expect(height()).toBe('423px');

    set.mockClear();
    await userEvent.click(screen.getByLabelText('Full screen'));
    expect(frame()).toHaveAttribute('data-size', 'fullscreen');
    expect(frame()).toHaveClass('is-fullscreen');
    expect(set).not.toHaveBeenCalled();
    set.mockRestore();
  });

  it('leaves full screen for Tiny on Escape, on a click outside the game, and with the button', async () => {
    document.cookie = `${SIZE_COOKIE}=huge; path=/`;
    renderWithApp(<PlayPage />, { route: '/play', bootstrap: testBootstrap() });
    await userEvent.click(screen.getByLabelText('Full screen'));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(frame()).toHaveAttribute('data-size', 'tiny');
    expect(width()).toBe('738px');
    expect(Cookies.get(SIZE_COOKIE)).toBe('tiny');

    await userEvent.click(screen.getByLabelText('Full screen'));
    fireEvent.click(frame());
    expect(frame()).toHaveAttribute('data-size', 'tiny');

    await userEvent.click(screen.getByLabelText('Full screen'));
    await userEvent.click(screen.getByRole('button', { name: /Exit full screen/ }));
    expect(frame()).toHaveAttribute('data-size', 'tiny');
  });

  it('shows the no-flash notice, and no game, where WebAssembly is missing', async () => {
    vi.stubGlobal('WebAssembly', undefined);
    renderWithApp(<PlayPage />, { route: '/play', bootstrap: testBootstrap() });
    expect(await screen.findByRole('heading', { name: 'The game cannot run in this browser' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Window size' })).not.toBeInTheDocument();
    expect(frame()).toHaveAttribute('data-ruffle-state', 'unsupported');
    expect(frame().querySelector('ruffle-player')).toBeNull();
  });

  it('does not show the notice while WebAssembly works', async () => {
    renderWithApp(<PlayPage />, { route: '/play', bootstrap: testBootstrap() });
    await waitFor(() => expect(frame()).toHaveAttribute('data-ruffle-state', 'checking'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the game…');
    expect(screen.queryByTestId('no-flash-notice')).not.toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Window size' })).toBeInTheDocument();
  });
});

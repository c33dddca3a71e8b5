import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp, testBootstrap } from '@/testing/test-utils';
import type { RuffleConfig } from '../lib/ruffle';
import PlayPage from './play-page';

// When the game fails to load, the loading overlay stayed up over Ruffle's own
// error screen. A stand-in Ruffle here fails the way the real one does: load() rejects, or its
// error screen (#panic) appears in the player's shadow root.

type Failure = 'reject' | 'error-screen';
const loads: RuffleConfig[] = [];
let failure: Failure | null = 'error-screen';

vi.mock('../lib/ruffle', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/ruffle')>()),
  canRunWebAssembly: async () => true,
  loadRuffle: async () => ({
    createPlayer: () => {
      const element = document.createElement('ruffle-player');
      const shadow = element.attachShadow({ mode: 'open' });
      return Object.assign(element, {
        readyState: 0,
        ruffle: () => ({
          readyState: 0,
          load: async (config: RuffleConfig) => {
            loads.push(config);
            if (failure === 'reject') throw new Error('Failed to fetch /api/game/files?path=loader.swf');
            if (failure === 'error-screen') {
              // Ruffle's error screen arrives a moment after load() returned.
              setTimeout(() => {
                const panic = document.createElement('div');
                panic.id = 'panic';
                panic.textContent = 'Something went wrong :(';
                shadow.appendChild(panic);
              }, 20);
            } else setTimeout(() => element.dispatchEvent(new Event('loadeddata')), 20);
          },
        }),
      });
    },
  }),
}));

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  loads.length = 0;
  vi.restoreAllMocks();
});

describe('PlayPage when the game fails to load', () => {
  for (const how of ['error-screen', 'reject'] as const) {
    it(`replaces the loading overlay with a clear message and a retry (${how})`, async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      failure = how;
      renderWithApp(<PlayPage />, { route: '/play', bootstrap: testBootstrap() });
      const message = await screen.findByTestId('game-failed');
      expect(message).toHaveTextContent('The game could not be loaded.');
      expect(screen.queryByText('Loading the game…')).not.toBeInTheDocument();
      expect(screen.getByTestId('game-frame')).toHaveAttribute('data-ruffle-state', 'failed');

      // Try again loads the game anew; this time it works.
      failure = null;
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(screen.getByTestId('game-frame')).toHaveAttribute('data-ruffle-state', 'loaded'));
      expect(loads).toHaveLength(2);
      expect(screen.queryByTestId('game-failed')).not.toBeInTheDocument();
    });
  }
});

import type { Bootstrap } from '@contract/types/bootstrap';

/** The bootstrap block component tests start from (the page's settings with two rarities), with `over` applied. */
export const testBootstrap = (over: Partial<Bootstrap> = {}): Bootstrap => ({
  language: 'en',
  csrfToken: 'test-csrf-token',
  rarities: [
    { id: 1, Name: 'Common', Color: '#9d9d9d' },
    { id: 10, Name: 'Divine', Color: '#ff3df5' },
  ],
  settings: {
    betTaxPercent: 10,
    betMinCoins: 10,
    betMaxCoins: 10_000_000,
    chatServerUrl: 'https://chat.example/invite',
    challengeProvider: 'altcha',
    socialProviders: [],
    deleteWaitSeconds: 300,
    gameLoaderPath: 'loader.swf',
  },
  ...over,
});

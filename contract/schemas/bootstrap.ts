import { Type } from 'typebox';
import { LANGUAGES } from '../i18n/languages';
import { SPEC_CONTROLLERS } from '../paths';
import { STAFF_ROLES } from '../rules/staff-permissions';
import { Rarity } from './common';

// The page bootstrap: injected into every page as
// `<script id="bootstrap" type="application/json">`, and answered by `GET /api/bootstrap`.

const ROLES = ['player', 'vip', 'staff'] as const;
const CHALLENGE_PROVIDERS = ['altcha', 'turnstile', 'hcaptcha'] as const;

/** docs/product-rules.md#what-the-product-does: the controller identifiers the server names for its pages (contract/paths.ts `Controller`). */
const CONTROLLERS = [
  ...SPEC_CONTROLLERS,
  'home',
  'logout',
  'discord',
  'dashboard',
  'news',
  'online',
  'account_security',
  'account_export',
  'account_email',
  'search',
  'compare',
] as const;

/** The settings the page may know. */
export const PublicSettings = Type.Object({
  betTaxPercent: Type.Number(),
  betMinCoins: Type.Integer(),
  betMaxCoins: Type.Integer(),
  chatServerUrl: Type.String(),
  challengeProvider: Type.Enum(CHALLENGE_PROVIDERS),
  challengeSiteKey: Type.Optional(Type.String({ description: 'Site key of Turnstile/hCaptcha; absent for ALTCHA.' })),
  socialProviders: Type.Array(Type.String()),
  deleteWaitSeconds: Type.Integer(),
  gameLoaderPath: Type.String(),
  ruffleSocketProxy: Type.Optional(Type.Object({ host: Type.String(), port: Type.Integer(), proxyUrl: Type.String() })),
});

export const Bootstrap = Type.Object(
  {
    userId: Type.Optional(Type.Integer({ description: 'Absent for visitors.' })),
    username: Type.Optional(Type.String()),
    role: Type.Optional(Type.Enum(ROLES)),
    staffRole: Type.Optional(Type.Enum(STAFF_ROLES, { description: 'The dashboard level of a staff account; absent for everyone else.' })),
    coins: Type.Optional(Type.Integer()),
    language: Type.Enum(LANGUAGES, {
      description: 'The language the page is in: `?lang=`, else the account’s choice, else the `lang` cookie, else Accept-Language.',
    }),
    csrfToken: Type.String({ description: 'Sent back in the CSRF header of every call that changes something.' }),
    rarities: Type.Array(Rarity),
    settings: PublicSettings,
    readOnly: Type.Optional(Type.Boolean({ description: 'Set while the site refuses every change for maintenance (read-only mode).' })),
    notFound: Type.Optional(
      Type.Boolean({ description: 'Set when the server already knows the page does not exist (unknown id): the SPA shows its not-found page.' }),
    ),
    controller: Type.Optional(
      Type.Enum(CONTROLLERS, {
        description: 'The controller of the page the server rendered (absent on a 404 page and from GET /api/bootstrap without `page`).',
      }),
    ),
  },
  { description: 'The session, the CSRF token, the rarities and the public settings a page starts with.' },
);

/** `GET /api/bootstrap?page=<path>` (`npm run dev`: Vite serves the page, which asks for its bootstrap). */
export const BootstrapQuery = Type.Object({
  page: Type.Optional(
    Type.String({
      // No page's path is near this long (each path parameter is at most 200 characters); a longer one is a 422 naming it.
      maxLength: 2048,
      pattern: '^/',
      description: 'The path of the page (starting with /, at most 2,048 characters), to learn its controller.',
      examples: ['/bet'],
    }),
  ),
});

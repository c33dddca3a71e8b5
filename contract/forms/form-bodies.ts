import { Type } from 'typebox';
import { AccountDeleteBody, AccountSaveBody, LoginBody, RecoveryResetBody, RecoverySendBody, RegisterBody } from '../schemas/account';
import { BetNewBody } from '../schemas/bets';
import { ContactBody } from '../schemas/help';
import { NewsPostBody } from '../schemas/news';
import { FactorPasswordBody, PasskeyAddBody, TwoFactorCodeBody, TwoFactorDisableBody } from '../schemas/security';
import { StoreBuyBody } from '../schemas/store';
import { UploadBody, UploadFiles } from '../schemas/dashboard';
import { GameDataCreateBodies } from '../schemas/game-data';

// The request schema each of the SPA's forms is checked against before it is sent: the build turns
// each into a form check (scripts/lib/form-rules.ts, docs/contract.md#form-checks-from-the-request-schemas),
// so a form refuses what its call's route refuses, in the same words.

export const FORM_BODIES = {
  register: RegisterBody,
  login: LoginBody,
  recoverySend: RecoverySendBody,
  recoveryReset: RecoveryResetBody,
  accountSave: AccountSaveBody,
  accountDelete: AccountDeleteBody,
  twoFactorCode: TwoFactorCodeBody,
  twoFactorDisable: TwoFactorDisableBody,
  factorPassword: FactorPasswordBody,
  // One form asks for the password (the options call) and the passkey's name (the save call).
  passkeyAdd: Type.Object({ ...FactorPasswordBody.properties, ...PasskeyAddBody.properties }),
  // The stake's bounds are the running settings, which the build does not know: the form checks
  // them beside this check with the bootstrap's values (src/components/forms/form-rules.ts).
  betNew: BetNewBody({ betMinCoins: Number.MIN_SAFE_INTEGER, betMaxCoins: Number.MAX_SAFE_INTEGER }),
  storeBuy: StoreBuyBody,
  contact: ContactBody,
  newsPost: NewsPostBody,
  // The upload's fields and its files' names and sizes (what the server checks before reading them).
  upload: Type.Object({ ...UploadBody.properties, ...UploadFiles.properties }),
  // A new game-data entry, one form per kind (the dashboard's create form).
  newItem: GameDataCreateBodies.items,
  newSkill: GameDataCreateBodies.skills,
  newMonster: GameDataCreateBodies.monsters,
  newNpc: GameDataCreateBodies.npcs,
  newMap: GameDataCreateBodies.maps,
};

export type FormName = keyof typeof FORM_BODIES;

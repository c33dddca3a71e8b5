import { fieldErrorsOf, type RuleError } from '../validation/field-errors';
import { withoutBlankNumbers } from '../validation/form-body';
import { PASSWORD_MISMATCH_TEXT } from '../values/account';

// A form's rules in the SPA: the check generated from its call's request schema
// (`virtual:form-rules/<form>`, docs/contract.md#form-checks-from-the-request-schemas), worded by the
// server's own function, plus the few rules a schema cannot state, all of them here.

/** A form's generated check, as `virtual:form-rules/<form>` exports it. */
export interface GeneratedCheck {
  validate: ((body: Record<string, unknown>) => boolean) & { errors?: RuleError[] | null };
  numberFields: readonly string[];
}

type FieldErrors = Record<string, string[]>;

/**
 * A form's fields as it sends them (one text each, files apart) to the messages of each refused
 * field; a form whose rules are about its files reads its values.
 */
export type FormRules = (fields: Record<string, string>, values: Readonly<Record<string, unknown>>) => FieldErrors | Promise<FieldErrors>;

/** A rule beside the schema's: it adds its message to a field the schema accepted. */
export type RuleBeside = (fields: Record<string, string>, errors: FieldErrors) => void;

/** The form's rules: its generated check, then the rules beside it. */
export const formRules =
  (check: GeneratedCheck, ...beside: RuleBeside[]) =>
  (fields: Record<string, string>): FieldErrors => {
    // The check trims and coerces what it reads: it reads a copy, never the form's own values.
    const body = withoutBlankNumbers(fields, check.numberFields);
    const errors = check.validate(body) ? {} : fieldErrorsOf(check.validate.errors ?? []);
    for (const rule of beside) rule(fields, errors);
    return errors;
  };

/** The server's wording of one failed keyword of one field. */
const say = (field: string, keyword: string, params: Record<string, unknown> = {}) =>
  fieldErrorsOf([{ keyword, instancePath: `/${field}`, params: keyword === 'required' ? { missingProperty: field, ...params } : params }])[field];

/** The new password typed again must be the same (the routes judge it once every field passes). */
export const confirmedPassword: RuleBeside = (fields, errors) => {
  if (!errors.password_confirmation && fields.password_confirmation !== fields.password) errors.password_confirmation = [PASSWORD_MISMATCH_TEXT];
};

/** The account form: a new password needs the current one and the same password again; blank keeps it. */
export const accountSaveRules: RuleBeside = (fields, errors) => {
  if (!fields.password) return;
  if (!errors.current_password && !fields.current_password) errors.current_password = ['The current password field is required to change the password.'];
  if (!errors.password_confirmation && !fields.password_confirmation) errors.password_confirmation = say('password_confirmation', 'required');
  confirmedPassword(fields, errors);
};

/** Bet amount limits: the server's settings (BET_MIN_COINS, BET_MAX_COINS), which the bootstrap carries. */
export interface BetLimits {
  betMinCoins: number;
  betMaxCoins: number;
}

/** A stake within the site's limits, which the built check cannot know: they are the running settings. */
export const stakeWithin =
  ({ betMinCoins, betMaxCoins }: BetLimits): RuleBeside =>
  (fields, errors) => {
    if (errors.coins) return;
    const coins = Number(fields.coins);
    if (coins < betMinCoins) errors.coins = say('coins', 'minimum', { limit: betMinCoins });
    else if (coins > betMaxCoins) errors.coins = say('coins', 'maximum', { limit: betMaxCoins });
  };

import { yup } from './validate';
import { PRIVACY_LEVELS } from '../types/security';
import { spacedLowerCase } from '../rules/field-label';
import { parseBoolean } from '../rules/boolean';

const level = () => yup.string().required().oneOf(PRIVACY_LEVELS);
/**
 * A check box sent as a form field: true/false/1/0 in any letter case (the one boolean rule of the
 * site); absent keeps it off. Anything else, an empty value too, is refused.
 */
const flag = () =>
  yup
    .mixed<boolean | string>()
    .transform((v: unknown) => {
      try {
        return v === undefined ? v : parseBoolean(v);
      } catch {
        return v;
      }
    })
    .test(
      'flag',
      ({ path }: { path: string }) => `The ${spacedLowerCase(path)} field must be true or false.`,
      (v) => typeof v === 'boolean',
    )
    .default(false);

/** POST /api/user/account/privacy. */
export const privacySchema = yup.object({
  inventory: level(),
  bank: level(),
  friends: level(),
  timeline: level(),
  /** Added after the others: a client that does not send it keeps the current choice. */
  history: yup.string().oneOf(PRIVACY_LEVELS).optional(),
  hideFromRankings: flag(),
  hideFromOnline: flag(),
  hideFromSearch: flag(),
});
export type PrivacyForm = yup.InferType<typeof privacySchema>;

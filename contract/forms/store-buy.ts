import { yup } from './validate';

/**
 * The purchase form (POST /api/store/buy/{id}): RecipientID is absent or empty for a purchase for
 * oneself, or the id of the player receiving the gift.
 */
export const storeBuySchema = yup.object({
  RecipientID: yup
    .number()
    .integer()
    .positive()
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .optional(),
});

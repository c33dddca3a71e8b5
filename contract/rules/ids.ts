/** The largest id any table can hold (PostgreSQL integer): a larger one names nothing. */
export const MAX_ID = 2_147_483_647;

/**
 * Form and query fields named like ids (the form typing rule's *ID keys: userID, RecipientID …) hold
 * an id: one bound for all of them, whichever route reads them.
 */
export const ID_KEY = /ID$/;

/** Why a number cannot be an id, in the words of the form messages, or null when it can. */
export function idRangeError(label: string, value: number): string | null {
  if (value < 1) return `The ${label} field must be greater than 0.`;
  if (value > MAX_ID) return `The ${label} field must not be greater than ${MAX_ID}.`;
  return null;
}

// Short human-typable codes (docs/product-rules.md#constants-and-limits: 32-character alphabet without I, L, O and 0, default length 4).

/** A–Z without I, L, O (23 letters) plus 1–9 (9 digits) = 32 characters; the omitted ones are easy to misread. */
export const RANDOM_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ123456789';

// 32 divides 256, so masking a random byte with 31 maps exactly 8 byte values to each character:
// no modulo bias and no rejection loop needed.
const INDEX_MASK = RANDOM_CODE_ALPHABET.length - 1;

/** Random code from RANDOM_CODE_ALPHABET using Web Crypto (available in browsers and Node 20). */
export function randomCode(length = 4): string {
  if (!Number.isInteger(length) || length < 0) {
    throw new RangeError(`Invalid random code length: ${length}`);
  }
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  let code = '';
  for (const byte of bytes) code += RANDOM_CODE_ALPHABET[byte & INDEX_MASK];
  return code;
}

import { createHash } from 'node:crypto';

/** The SHA-256 of a text, in hex: how session ids, recovery tokens and the like are kept (never the text). */
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

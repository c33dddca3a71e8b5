// Clipboard toast texts (docs/product-rules.md#error-messages: success toast shows the copied text truncated to 100 characters).

import { clipText } from './cut-text';

const COPY_TRUNCATE_LENGTH = 100;
export const COPY_FAILED_TEXT = 'Failed to copy text to clipboard.';

/**
 * At most `max` characters, counted in code points so an emoji is never cut in half.
 * No ellipsis is appended: the rule's limit is on the total length.
 */
export function truncateCopied(text: string, max = COPY_TRUNCATE_LENGTH): string {
  return clipText(text, Math.max(0, max));
}

/** Info toast text after a successful copy. */
export function copiedToastText(text: string): string {
  return `Copied: ${truncateCopied(text)}`;
}

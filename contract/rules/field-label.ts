// Server validation messages name fields in spaced lower case ("The confirm password field is required.");
// the UI swaps that phrase for the field's bold label (docs/product-rules.md#validation-and-field-messages).

/** "ConfirmPassword" → "confirm password", "password_confirmation" → "password confirmation", "UserID" → "user id". */
export function spacedLowerCase(fieldName: string): string {
  return fieldName
    .replace(/[_\-.]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export interface MessagePart {
  readonly text: string;
  readonly isField: boolean;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Splits `message` on every whole-word, case-insensitive occurrence of the field's spaced lower-case name.
 * Field parts keep the text as it appears in the message; empty parts are omitted.
 */
export function splitOnFieldName(message: string, fieldName: string): MessagePart[] {
  return splitOnPhrase(message, spacedLowerCase(fieldName));
}

/** Splits `message` on every whole-word, case-insensitive occurrence of `phrase` (a field's name, in any language). */
export function splitOnPhrase(message: string, phrase: string): MessagePart[] {
  const name = phrase.trim();
  if (name === '') return message === '' ? [] : [{ text: message, isField: false }];

  // Whole words only, so the "coins" field does not match inside "bitcoins".
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'giu');
  const parts: MessagePart[] = [];
  let cursor = 0;
  for (const match of message.matchAll(pattern)) {
    const start = match.index;
    if (start > cursor) parts.push({ text: message.slice(cursor, start), isField: false });
    parts.push({ text: match[0], isField: true });
    cursor = start + match[0].length;
  }
  if (cursor < message.length) parts.push({ text: message.slice(cursor), isField: false });
  return parts;
}

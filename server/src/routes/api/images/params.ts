import { Type } from 'typebox';
import { Id } from '@contract/schemas/common';
import { MAX_FILE_NAME_LENGTH, SAFE_FILE_NAME } from '../../../domain/images/safe-path';
import { notFound } from '../../../lib/http-errors';
import { MAX_ID } from '@contract/rules/ids';

// Every path parameter of an image URL is checked before it reaches the database or the disk: the
// routes declare them, and a path that breaks the declaration names no image (404).

/** The ProfileVersion part of versioned avatar paths (0 or more). */
const Version = Type.Integer({ minimum: 0, maximum: MAX_ID, description: "The player's ProfileVersion: a new picture gets a new URL." });

/** An Icon or store file name: letters, digits, _ - and single dots only (so never a path). */
const FileName = Type.String({
  pattern: SAFE_FILE_NAME.source,
  maxLength: MAX_FILE_NAME_LENGTH,
  description: 'A file name: letters, digits, _ and -, dot-separated (never a path).',
});

export const PlayerImageParams = Type.Object({ id: Id, version: Version });
export const IdImageParams = Type.Object({ id: Id });
export const ItemOriginalParams = Type.Object({
  idOrIcon: Type.String({
    pattern: SAFE_FILE_NAME.source,
    maxLength: MAX_FILE_NAME_LENGTH,
    description: "An item's id (digits) or Icon name.",
    examples: ['1', 'iwsword'],
  }),
});
export const IconParams = Type.Object({ icon: FileName });
export const StoreFileParams = Type.Object({ file: FileName });

/** The answers of an image path: the picture, a redirect to an external one, or "not modified". */
const picture = { schema: Type.String({ format: 'binary' }) };
export const ImageAnswers = {
  200: {
    description: 'The picture (PNG, JPEG, GIF or WebP), with an ETag.',
    content: { 'image/png': picture, 'image/jpeg': picture, 'image/gif': picture, 'image/webp': picture },
  },
  302: Type.Null({ description: 'The picture is elsewhere (an external avatar): see Location.' }),
  304: Type.Null({ description: 'Not modified (If-None-Match matched the ETag).' }),
};

/** Item original images accept an item id (digits) or an Icon name; an id beyond any table names no image. */
export function idOrIcon(value: string): number | string {
  if (!/^[0-9]+$/.test(value)) return value;
  if (!/^[1-9][0-9]{0,9}$/.test(value) || Number(value) > MAX_ID) throw notFound('The image');
  return Number(value);
}

import { isSafeFileName } from '../../../domain/images/safe-path';
import { refuse } from '../../../lib/http-errors';
import { MAX_ID } from '@contract/rules/ids';

// Every path parameter of an image URL is checked before it reaches the database or the disk.


/** A positive database id (decimal digits, no sign, no leading zero, within int4). */
export function parseId(value: string, what = 'image id'): number {
  if (!/^[1-9][0-9]{0,9}$/.test(value) || Number(value) > MAX_ID) throw refuse(400, `The ${what} is not valid.`);
  return Number(value);
}

/** The ProfileVersion part of versioned avatar paths (0 or more). */
export function parseVersion(value: string): number {
  if (!/^[0-9]{1,10}$/.test(value) || Number(value) > MAX_ID) throw refuse(400, 'The profile version is not valid.');
  return Number(value);
}

/** An Icon or store file name: letters, digits, _ - and single dots only (so never a path). */
export function parseFileName(value: string, what = 'image name'): string {
  if (!isSafeFileName(value)) throw refuse(400, `The ${what} is not valid.`);
  return value;
}

/** Item original images accept an item id or an Icon name. */
export const parseIdOrIcon = (value: string): number | string => (/^[0-9]+$/.test(value) ? parseId(value, 'item id') : parseFileName(value, 'icon'));

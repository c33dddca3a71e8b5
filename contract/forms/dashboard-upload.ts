import { yup } from './validate';

// POST /api/dashboard/upload (SPEC §7): files in `upload_file[]`, a target folder in `path` (a select)
// and a storage in `storage` (the field with id upload-storage). The storages and their folders are
// the whole list of places an upload may land; the server refuses anything else.

/** File kinds recognised by their content (magic bytes), never by name. */
export type UploadKind = 'swf' | 'png' | 'jpeg' | 'gif' | 'webp';

/** Extensions a file name may carry for each kind (the name must agree with the content). */
export const UPLOAD_KIND_EXTENSIONS: Record<UploadKind, readonly string[]> = {
  swf: ['.swf'],
  png: ['.png'],
  jpeg: ['.jpg', '.jpeg'],
  gif: ['.gif'],
  webp: ['.webp'],
};

export const UPLOAD_MAX_FILES = 10;
/** SWF files (classes, monsters, maps) may be large; the form-body limit is the same 5 MB. */
export const UPLOAD_MAX_SWF_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** Images larger than this on either side are refused (they are decoded to be checked). */
export const UPLOAD_MAX_IMAGE_SIDE = 4096;

interface UploadFolder {
  /** The stored path's folder, ending in "/". */
  readonly value: string;
  readonly label: string;
}

export interface UploadStorage {
  readonly value: 'game' | 'images';
  readonly label: string;
  readonly kinds: readonly UploadKind[];
  readonly folders: readonly UploadFolder[];
}

export const UPLOAD_STORAGES: readonly UploadStorage[] = [
  {
    // Served to the game client by GET /api/game/files (GAME_FILES_DIR).
    value: 'game',
    label: 'Game files',
    kinds: ['swf', 'png', 'jpeg', 'gif'],
    folders: [
      { value: 'classes/m/', label: 'Classes (male)' },
      { value: 'classes/f/', label: 'Classes (female)' },
      { value: 'items/', label: 'Items' },
      { value: 'mon/', label: 'Monsters' },
      { value: 'npc/', label: 'NPCs' },
      { value: 'maps/', label: 'Maps' },
      { value: 'skills/', label: 'Skills' },
      { value: 'badges/', label: 'Badges' },
    ],
  },
  {
    // Served by the /api/image/… endpoints: the folders follow those paths.
    value: 'images',
    label: 'Website images',
    kinds: ['png', 'jpeg', 'gif', 'webp'],
    folders: [
      { value: 'assets/item/original/', label: 'Item pictures' },
      { value: 'assets/item/16/', label: 'Item icons (16 px)' },
      { value: 'assets/armor/original/', label: 'Class-rank armor pictures' },
      { value: 'avatar/npc/head/', label: 'NPC heads' },
      { value: 'assets/default/store/', label: 'Store packages' },
    ],
  },
];

export type UploadStorageValue = UploadStorage['value'];

export const findUploadStorage = (value: unknown): UploadStorage | undefined => UPLOAD_STORAGES.find((s) => s.value === value);

/** Letters, digits, _ - and spaces, then one extension; never a path, never hidden. */
const UPLOAD_FILE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_\- ]{0,99}\.[A-Za-z0-9]{2,5}$/;

/** What the schema needs to know about a file: a browser File and the server's upload both have these. */
export interface UploadFileInfo {
  name: string;
  size: number;
}

const UPLOAD_FILE_NAME_MESSAGE =
  'Each name in the upload file field may contain only letters, numbers, spaces, dashes and underscores, followed by an extension.';

export const dashboardUploadSchema = yup.object({
  storage: yup
    .string()
    .required()
    .oneOf(UPLOAD_STORAGES.map((s) => s.value)),
  path: yup
    .string()
    .required()
    .test('folder-of-storage', 'The selected path is invalid.', (value, context) => {
      const storage = findUploadStorage((context.parent as { storage?: string }).storage);
      return !value || !storage || storage.folders.some((f) => f.value === value);
    }),
  upload_file: yup
    .array()
    .of(yup.mixed<UploadFileInfo>().required())
    .required('The upload file field is required.')
    .min(1, 'The upload file field is required.')
    .max(UPLOAD_MAX_FILES, `The upload file field must not have more than ${UPLOAD_MAX_FILES} files.`)
    .test('names', UPLOAD_FILE_NAME_MESSAGE, (files) => (files ?? []).every((f) => UPLOAD_FILE_NAME.test(f.name)))
    .test('unique', 'The names in the upload file field must all be different.', (files) => {
      const names = (files ?? []).map((f) => f.name.toLowerCase());
      return new Set(names).size === names.length;
    })
    .test('empty', 'A file in the upload file field is empty.', (files) => (files ?? []).every((f) => f.size > 0))
    .test('size', `Each file in the upload file field must not be greater than ${UPLOAD_MAX_SWF_BYTES / 1024 / 1024} MB.`, (files) =>
      (files ?? []).every((f) => f.size <= UPLOAD_MAX_SWF_BYTES),
    ),
});

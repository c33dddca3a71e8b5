// POST /api/dashboard/upload (docs/product-rules.md#http-contract): files in `upload_file[]`, a target folder in `path` (a select)
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
/** An uploaded file's name: letters, digits, _ - and spaces, then one extension; never a path, never hidden. */
export const UPLOAD_FILE_NAME_PATTERN = '^[A-Za-z0-9_-][A-Za-z0-9_\\- ]{0,99}\\.[A-Za-z0-9]{2,5}$';
/** A player's avatar: the form-body limit of every file. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
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

/** The folder must be one of the storage's own (both fields pass their schema separately). */
export const folderOfStorage = (storage: unknown, folder: unknown): boolean => findUploadStorage(storage)?.folders.some((f) => f.value === folder) ?? true;

export const FOLDER_OF_STORAGE_TEXT = 'The selected path is invalid.';

/** Two files of one name would land on one path: the second would silently replace the first. */
export const distinctFileNames = (names: readonly string[]): boolean => new Set(names.map((n) => n.toLowerCase())).size === names.length;

export const DISTINCT_FILE_NAMES_TEXT = 'The names in the upload file field must all be different.';

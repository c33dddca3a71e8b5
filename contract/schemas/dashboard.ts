import { Type } from 'typebox';
import { MESSAGES_KEYWORD } from './common';
import { UPLOAD_FILE_NAME_PATTERN, UPLOAD_MAX_FILES, UPLOAD_MAX_SWF_BYTES, UPLOAD_STORAGES } from '../rules/uploads';

// The dashboard calls (docs/product-rules.md#entities-and-fields, docs/product-rules.md#http-contract).

/**
 * The text fields of the upload form (multipart). The files themselves travel as `upload_file[]`
 * parts beside them (`UploadFiles`). Whether the folder belongs to the storage is judged once both
 * fields pass.
 */
export const UploadBody = Type.Object(
  {
    storage: Type.Enum(
      UPLOAD_STORAGES.map((s) => s.value),
      { description: 'Where the files go: game (the game client’s files) or images (the website’s images).', examples: ['game'] },
    ),
    path: Type.Enum(
      UPLOAD_STORAGES.flatMap((s) => s.folders.map((f) => f.value)),
      { description: 'A folder of that storage, such as classes/m/ or assets/item/original/.', examples: ['classes/m/'] },
    ),
  },
  { description: 'A multipart form: these fields, plus the files as upload_file[] parts (1 to 10).' },
);

const UPLOAD_REQUIRED = 'The upload file field is required.';

/**
 * The files of an upload as the server sees them before reading their content: each part's name and
 * size. At most 10, none empty, .swf up to 5 MB (images up to 2 MB and every kind are judged by content).
 */
export const UploadFiles = Type.Object({
  upload_file: Type.Array(
    Type.Object({
      name: Type.String({
        pattern: UPLOAD_FILE_NAME_PATTERN,
        [MESSAGES_KEYWORD]: {
          pattern: 'Each name in the upload file field may contain only letters, numbers, spaces, dashes and underscores, followed by an extension.',
        },
      }),
      size: Type.Integer({
        minimum: 1,
        maximum: UPLOAD_MAX_SWF_BYTES,
        [MESSAGES_KEYWORD]: {
          minimum: 'A file in the upload file field is empty.',
          maximum: `Each file in the upload file field must not be greater than ${UPLOAD_MAX_SWF_BYTES / 1024 / 1024} MB.`,
        },
      }),
    }),
    {
      minItems: 1,
      maxItems: UPLOAD_MAX_FILES,
      description: 'The files, as upload_file[] parts.',
      [MESSAGES_KEYWORD]: {
        required: UPLOAD_REQUIRED,
        minItems: UPLOAD_REQUIRED,
        maxItems: `The upload file field must not have more than ${UPLOAD_MAX_FILES} files.`,
      },
    },
  ),
});

/** One stored file: `success` is the stored path (folder + name), e.g. "classes/m/Warrior.swf". */
const UploadEntry = Type.Object({
  success: Type.String({ description: 'The stored path (folder + name).', examples: ['classes/m/Warrior.swf'] }),
  message: Type.String({ description: 'What the success toast shows.' }),
});

/** POST /api/dashboard/upload: one entry per uploaded file, keyed by the file's name. */
export const UploadAnswer = Type.Record(Type.String(), UploadEntry, {
  description: 'One entry per uploaded file, keyed by the file’s name.',
  examples: [{ 'Warrior.swf': { success: 'classes/m/Warrior.swf', message: 'Warrior.swf was uploaded to classes/m/.' } }],
});

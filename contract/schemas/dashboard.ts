import { Type } from 'typebox';
import { FormText } from './common';

// The dashboard calls (docs/product-rules.md#entities-and-fields, docs/product-rules.md#http-contract).

/**
 * The text fields of the upload form (multipart). The files themselves travel as `upload_file[]`
 * parts beside them: at most 10, .swf up to 5 MB, images up to 2 MB, each judged by its content.
 */
export const UploadBody = Type.Object(
  {
    storage: FormText('Where the files go: game (the game client’s files) or images (the website’s images) (required).', ['game']),
    path: FormText('A folder of that storage, such as classes/m/ or assets/item/original/ (required).', ['classes/m/']),
  },
  { description: 'A multipart form: these fields, plus the files as upload_file[] parts (1 to 10).' },
);

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

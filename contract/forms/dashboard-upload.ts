import { yup } from './validate';
import { UPLOAD_STORAGES, findUploadStorage, UPLOAD_MAX_FILES, UPLOAD_MAX_SWF_BYTES } from '../rules/uploads';

// The rules of POST /api/dashboard/upload (docs/product-rules.md#http-contract); the storages, folders and limits are in
// contract/rules/uploads.ts.

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

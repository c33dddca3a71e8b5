import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UploadAnswer as UploadSchema, UploadBody, UploadFiles } from '@contract/schemas/dashboard';
import { answers } from '../../../lib/route-schema';
import { findUploadStorage, FOLDER_OF_STORAGE_TEXT, folderOfStorage } from '@contract/rules/uploads';
import { partRules } from '../../../lib/part-rules';
import type { UploadAnswer } from '@contract/types/dashboard';
import { checkUploads, storeSharedUploads, storeUploads } from '../../../domain/dashboard/upload';
import { uploadRoot } from '../../../domain/dashboard/storage-roots';
import { refuse, ValidationFailed } from '../../../lib/http-errors';
import { requireStaff } from '../../../plugins/session';
import { DomainError } from '../../../domain/errors';

/** The files field as the dashboard form sends it (`upload_file[]`); the bare name is accepted too. */
const isUploadField = (name: string) => name === 'upload_file[]' || name === 'upload_file';

const checkFiles = partRules(UploadFiles);

/**
 * POST /api/dashboard/upload (docs/product-rules.md#http-contract): staff store game files or website images. Role and CSRF
 * are checked before the body is read; then the fields (the body schema) and the folder of the
 * storage, the files' names and sizes (`UploadFiles`), and every file by its content; nothing is
 * written unless all files pass.
 */
const upload: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/dashboard/upload',
    {
      // Runs after the session hook and before the multipart body is read: others never upload a byte.
      onRequest: async (request) => {
        requireStaff(request);
      },
      schema: { body: UploadBody, response: answers({ 200: UploadSchema }) },
    },
    async (request): Promise<UploadAnswer> => {
      const user = requireStaff(request);
      const files = request.uploads.filter((f) => isUploadField(f.fieldname));
      const { storage: storageName, path: folder } = request.body;
      const storage = findUploadStorage(storageName)!;
      if (!folderOfStorage(storage.value, folder)) throw new ValidationFailed({ path: [FOLDER_OF_STORAGE_TEXT] });
      checkFiles({ upload_file: files.map((f) => ({ name: f.filename, size: f.data.length })) });
      const root = uploadRoot(app.config, storage.value);
      const shared = app.sharedFiles;
      if (!root && !shared) throw refuse(503, `Uploads to ${storage.label.toLowerCase()} are not configured on this server.`);

      const accepted = await checkUploads(storage, files);
      let answer: UploadAnswer;
      try {
        answer = shared
          ? await storeSharedUploads(shared, storage.value === 'game' ? 'game' : 'assets', folder, accepted)
          : await storeUploads(root!, folder, accepted);
      } catch (error) {
        if (error instanceof DomainError || (error as { statusCode?: number }).statusCode) throw error;
        request.log.error({ err: error, root }, 'dashboard upload could not be written');
        throw refuse(500, 'The files could not be stored. Please check that the upload folder is writable.');
      }
      request.log.info({ userId: user.id, stored: Object.values(answer).map((e) => e.success), storage: storage.value }, 'dashboard upload');
      return answer;
    },
  );
};
export default upload;

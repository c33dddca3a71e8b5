import { randomBytes } from 'node:crypto';
import { mkdir, realpath, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DISTINCT_FILE_NAMES_TEXT,
  distinctFileNames,
  UPLOAD_KIND_EXTENSIONS,
  UPLOAD_MAX_IMAGE_BYTES,
  UPLOAD_MAX_SWF_BYTES,
  type UploadKind,
  type UploadStorage,
} from '@contract/rules/uploads';
import type { UploadAnswer } from '@contract/types/dashboard';
import { InvalidFields, RuleBroken } from '../errors';
import { cleanFolder, type FileArea, type SharedFileStore } from '../files/shared-files';
import { gameFileContentType } from '../play/game-files';
import { contentProblem, sniffKind } from './file-kind';

export interface IncomingFile {
  /** Already checked against UPLOAD_FILE_NAME_PATTERN by the request's files schema (`UploadFiles`). */
  filename: string;
  data: Buffer;
}

export interface CheckedFile extends IncomingFile {
  kind: UploadKind;
}

/** ".swf, .png or .gif" */
const extensionsOf = (kinds: readonly UploadKind[]) => {
  const all = kinds.flatMap((k) => UPLOAD_KIND_EXTENSIONS[k]);
  return all.length > 1 ? `${all.slice(0, -1).join(', ')} or ${all.at(-1)}` : all.join('');
};
const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;

/**
 * Checks every file before anything is written: no two may share a name, its kind by content must
 * be one the storage takes, its name's extension must agree with that content, and it must be within
 * the kind's size limit.
 * Throws a 422 on the upload_file field naming each bad file.
 */
export async function checkUploads(storage: UploadStorage, files: readonly IncomingFile[]): Promise<CheckedFile[]> {
  if (!distinctFileNames(files.map((f) => f.filename))) throw new InvalidFields({ upload_file: [DISTINCT_FILE_NAMES_TEXT] });
  const errors: string[] = [];
  const checked: CheckedFile[] = [];
  for (const file of files) {
    // The field's name is in the message so the page can show its label there (docs/product-rules.md#validation-and-field-messages).
    const label = `"${file.filename}" in the upload file field`;
    const kind = sniffKind(file.data);
    const extension = path.extname(file.filename).toLowerCase();
    // A right name over content of no known kind: the content is what is wrong, not the name.
    const named = storage.kinds.find((k) => UPLOAD_KIND_EXTENSIONS[k].includes(extension));
    if (!kind && named) {
      errors.push(`${label} is named like a ${named.toUpperCase()} file, but its content is not one.`);
      continue;
    }
    if (!kind || !storage.kinds.includes(kind)) {
      errors.push(`${label} must be a ${extensionsOf(storage.kinds)} file.`);
      continue;
    }
    if (!UPLOAD_KIND_EXTENSIONS[kind].includes(extension)) {
      errors.push(`${label} holds ${kind.toUpperCase()} data: its name must end in ${extensionsOf([kind])}.`);
      continue;
    }
    const limit = kind === 'swf' ? UPLOAD_MAX_SWF_BYTES : UPLOAD_MAX_IMAGE_BYTES;
    if (file.data.length > limit) {
      errors.push(`${label} must not be greater than ${megabytes(limit)}.`);
      continue;
    }
    const problem = await contentProblem(kind, file.data);
    if (problem) {
      errors.push(`${label} ${problem}.`);
      continue;
    }
    checked.push({ ...file, kind });
  }
  if (errors.length) throw new InvalidFields({ upload_file: errors });
  return checked;
}

const inside = (root: string, target: string) => target === root || target.startsWith(root + path.sep);

/**
 * Writes the files into `folder` under `root`, all or nothing as far as the file system allows:
 * every file goes to a temporary name first and is renamed into place only when all are written
 * (a rename replaces an existing file of the same name, and never follows a link at that name).
 * The folder's real location must stay inside the root, so a linked folder cannot lead elsewhere.
 */
export async function storeUploads(root: string, folder: string, files: readonly CheckedFile[]): Promise<UploadAnswer> {
  await mkdir(root, { recursive: true });
  const realRoot = await realpath(root);
  const dir = path.resolve(realRoot, ...folder.split('/').filter(Boolean));
  if (!inside(realRoot, dir) || dir === realRoot) throw new RuleBroken('bad_request', 'The upload folder is not allowed.');
  await mkdir(dir, { recursive: true });
  const realDir = await realpath(dir);
  if (!inside(realRoot, realDir) || realDir === realRoot) throw new RuleBroken('bad_request', 'The upload folder is not allowed.');

  const staged: { temp: string; final: string; file: CheckedFile }[] = [];
  try {
    for (const file of files) {
      const final = path.join(realDir, file.filename);
      if (path.dirname(final) !== realDir) throw new RuleBroken('bad_request', 'The upload file name is not allowed.');
      const temp = path.join(realDir, `.upload-${randomBytes(9).toString('hex')}.tmp`);
      staged.push({ temp, final, file });
      await writeFile(temp, file.data, { flag: 'wx', mode: 0o644 });
    }
    for (const { temp, final } of staged) await rename(temp, final);
  } catch (error) {
    await Promise.all(staged.map(({ temp }) => rm(temp, { force: true })));
    throw error;
  }

  return uploadAnswer(folder, files);
}

/** The answer of docs/product-rules.md#http-contract: for each file, where it now is. */
function uploadAnswer(folder: string, files: readonly CheckedFile[]): UploadAnswer {
  const answer: UploadAnswer = {};
  for (const file of files) {
    const stored = `${folder}${file.filename}`;
    answer[file.filename] = { success: stored, message: `${file.filename} was uploaded to ${folder}.` };
  }
  return answer;
}

/**
 * Writes the files into the shared file store (all in one transaction), at the path the folder
 * layout would give them, so every process serves them at the same URL.
 */
export async function storeSharedUploads(store: SharedFileStore, area: FileArea, folder: string, files: readonly CheckedFile[]): Promise<UploadAnswer> {
  const clean = cleanFolder(folder);
  if (clean === null || clean === '') throw new RuleBroken('bad_request', 'The upload folder is not allowed.');
  await store.putAll(
    area,
    files.map((file) => ({ path: `${clean}/${file.filename}`, body: file.data, contentType: gameFileContentType(file.filename) })),
  );
  return uploadAnswer(folder, files);
}

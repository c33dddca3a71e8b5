// Answers of the dashboard feature (SPEC §3 "Upload response", §7 "Dashboard upload").

/** One stored file: `success` is the stored path (folder + name), e.g. "classes/m/Warrior.swf". */
export interface UploadEntry {
  success: string;
  /** What the success toast shows. */
  message: string;
}

/** POST /api/dashboard/upload: one entry per uploaded file, keyed by the file's name. */
export type UploadAnswer = Record<string, UploadEntry>;

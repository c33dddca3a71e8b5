import { createReadStream, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { DeleteObjectsCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3Client, type S3Settings } from '../../server/src/domain/files/s3-files';

// A copy of each backup in an S3-compatible bucket (BACKUP_S3_BUCKET), under
// `{prefix}backups/<backup folder>/…`, so a lost machine does not take its backups with it. The bucket
// keeps the newest `keep` backups, as the folder does.

const folderOf = (key: string, root: string) => key.slice(root.length).split('/')[0];

/** Uploads one backup folder, then removes the bucket's backups beyond the newest `keep`; answers the removed ones. */
export async function copyBackupToS3(folder: string, settings: S3Settings, keep: number): Promise<string[]> {
  const client = s3Client(settings);
  const root = `${settings.prefix}backups/`;
  const name = path.basename(folder);
  const files = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  for (const file of files) {
    const local = path.join(file.parentPath, file.name);
    const key = `${root}${name}/${path.relative(folder, local).split(path.sep).join('/')}`;
    // Streamed: a database dump may be larger than the memory the script should take.
    await client.send(new PutObjectCommand({ Bucket: settings.bucket, Key: key, Body: createReadStream(local), ContentLength: statSync(local).size }));
  }

  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: root, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  const backups = [...new Set(keys.map((key) => folderOf(key, root)))].sort();
  const removed = backups.slice(0, Math.max(0, backups.length - keep));
  const doomed = keys.filter((key) => removed.includes(folderOf(key, root)));
  // DeleteObjects takes up to 1,000 keys at a time.
  for (let i = 0; i < doomed.length; i += 1000) {
    await client.send(new DeleteObjectsCommand({ Bucket: settings.bucket, Delete: { Objects: doomed.slice(i, i + 1000).map((Key) => ({ Key })) } }));
  }
  return removed;
}

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The part of the S3 protocol the file store uses (path-style PUT, GET, HEAD, DELETE of objects), in
 * memory: enough to run the real AWS SDK against, as it would run against MinIO or R2. Signatures
 * are not checked. `objects` is open for the tests to look into.
 */
export async function startFakeS3(): Promise<{ url: string; objects: Map<string, { body: Buffer; type: string; modified: Date }>; close(): Promise<void> }> {
  const objects = new Map<string, { body: Buffer; type: string; modified: Date }>();
  const server: Server = createServer((req, res) => {
    const key = decodeURIComponent(new URL(req.url!, 'http://s3').pathname);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const object = objects.get(key);
      if (req.method === 'PUT') {
        objects.set(key, { body: Buffer.concat(chunks), type: String(req.headers['content-type'] ?? 'application/octet-stream'), modified: new Date() });
        res.writeHead(200, { etag: '"fake"' }).end();
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else if (!object) {
        res.writeHead(404, { 'content-type': 'application/xml' });
        res.end(
          req.method === 'HEAD' ? undefined : '<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
        );
      } else {
        res.writeHead(200, {
          'content-type': object.type,
          'content-length': object.body.length,
          'last-modified': object.modified.toUTCString(),
          etag: '"fake"',
        });
        res.end(req.method === 'HEAD' ? undefined : object.body);
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../../lib/http-errors';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const manifestPath = createRequire(import.meta.url).resolve('@ruffle-rs/ruffle/package.json');
const RUFFLE_DIR = path.dirname(manifestPath);
export const RUFFLE_VERSION = (JSON.parse(readFileSync(manifestPath, 'utf8')) as { version: string }).version;
/** Versioned, so every file can be cached for a year: a new Ruffle gets a new URL. */
export const RUFFLE_BASE_PATH = `/ruffle/${RUFFLE_VERSION}/`;

const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.wasm': 'application/wasm' };

type Encoding = 'br' | 'gzip' | 'identity';

/** br, else gzip, else none, as the client accepts (an encoding with q=0 is refused). */
function pickEncoding(header: string | undefined): Encoding {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)))
      .map(([name]) => name.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/**
 * Self-hosted Ruffle (design.md): the player script and its WebAssembly, from the installed
 * @ruffle-rs/ruffle package, under /ruffle/<version>/. Only the play page loads them. The wasm is
 * about 14 MB raw: each file is compressed once, on first request and off the event loop, and kept.
 */
const ruffleFiles: FastifyPluginAsync = async (app) => {
  const types = new Map<string, string>();
  for (const name of readdirSync(RUFFLE_DIR)) {
    const type = TYPES[path.extname(name)];
    if (type) types.set(name, type);
  }
  // Bodies are read (and compressed) on first request only, then kept: a browser needs one of the two wasm builds.
  const bodies = new Map<string, Promise<Buffer>>();
  const body = (name: string, encoding: Encoding): Promise<Buffer> => {
    const key = `${encoding}:${name}`;
    let pending = bodies.get(key);
    if (!pending) {
      if (encoding === 'identity') pending = readFile(path.join(RUFFLE_DIR, name));
      else {
        const raw = body(name, 'identity');
        pending =
          encoding === 'br'
            ? raw.then((b) => brotli(b, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: b.length } }))
            : raw.then((b) => gzipAsync(b, { level: 6 }));
      }
      pending.catch(() => bodies.delete(key));
      bodies.set(key, pending);
    }
    return pending;
  };

  app.get<{ Params: { file: string } }>(`${RUFFLE_BASE_PATH}:file`, async (request, reply) => {
    const name = request.params.file;
    const type = types.get(name);
    if (!type) throw notFound('The file');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply.type(type).header('cache-control', 'public, max-age=31536000, immutable').header('vary', 'Accept-Encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(await body(name, encoding));
  });
};
export default ruffleFiles;

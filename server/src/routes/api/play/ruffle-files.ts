import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../../lib/http-errors';
import { RUFFLE_BASE_PATH, RUFFLE_PACKAGE_DIR, RUFFLE_TYPES, ruffleBuildDir, ruffleFileNames } from '../../../lib/ruffle';

export { RUFFLE_BASE_PATH } from '../../../lib/ruffle';

/**
 * Self-hosted Ruffle: the player script and its WebAssembly under /ruffle/<version>/.
 * Only the play page loads them. The build's copy comes first, with its.br and.gz beside each file
 * (the wasm is about 14 MB raw, 4 MB in brotli), sent as they are; before a build, the installed
 * package answers and the compress plugin compresses on the way out.
 */
const ruffleFiles: FastifyPluginAsync = async (app) => {
  const served = new Set(ruffleFileNames());
  const built = ruffleBuildDir(app.distDir);
  await app.register(fastifyStatic, {
    root: existsSync(built) ? [built, RUFFLE_PACKAGE_DIR] : [RUFFLE_PACKAGE_DIR],
    serve: false,
    preCompressed: true,
    maxAge: '365d',
    immutable: true,
    setHeaders(reply, filePath) {
      // A compressed copy (ruffle.js.br) has its type set by @fastify/static from the file it stands for.
      const type = RUFFLE_TYPES[path.extname(filePath)];
      if (type) reply.header('content-type', type);
      reply.header('vary', 'Accept-Encoding');
    },
  });

  app.get<{ Params: { file: string } }>(`${RUFFLE_BASE_PATH}:file`, async (request, reply) => {
    const name = request.params.file;
    if (!served.has(name)) throw notFound('The file');
    return reply.sendFile(name);
  });
};
export default ruffleFiles;

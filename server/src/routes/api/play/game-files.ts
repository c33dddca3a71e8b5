import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { answers } from '../../../lib/route-schema';
import { GAME_FILES_BASE, GAME_FILES_ENDPOINT } from '@contract/types/play';
import { findGameFile, GAME_PATH_MAX_LENGTH, GAME_PATH_PATTERN, gameFileContentType, gameFilesRoots, parseGamePath } from '../../../domain/play/game-files';
import { notModified } from '../../../lib/conditional-get';
import { notFound, refuse } from '../../../lib/http-errors';

/** Game files may be replaced from the dashboard: cache briefly, revalidate cheaply with the validators. */
const GAME_FILES_MAX_AGE_SECONDS = 600;
const GAME_FILES_CACHE = `public, max-age=${GAME_FILES_MAX_AGE_SECONDS}`;

// The shared store's files are not on disk: their validators are made here, as @fastify/send makes them for files.
const weakEtag = (size: number, mtimeMs: number) => `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;

const PATH_RULES = 'Folders and a file name separated by /, each made of letters, digits, spaces, _ - ( ) and dots; at most 512 characters.';

/** A game file's path as both spellings take it. */
const GamePath = (description: string, example: string) =>
  Type.String({ maxLength: GAME_PATH_MAX_LENGTH, pattern: GAME_PATH_PATTERN, description: `${description} ${PATH_RULES}`, examples: [example] });

// A path that breaks its rule is answered 400 "The path is not valid." (not the 422 field map of a
// form): the game's loader asks for files, no form shows the answer, and both spellings answer alike.
/** The path as a query parameter, given once (a repeated path is not valid). */
const GameFileQuery = Type.Object({ path: GamePath('The file under the game files folder, given once.', 'loader.swf') });
/** The path after /api/game/files/, as a game SWF's relative loads send it. */
const GameFileParams = Type.Object({ '*': GamePath('The file under the game files folder.', 'maps/town.swf') });

const GameFileAnswers = answers({
  200: {
    description: 'The file (SWF, image, XML, sound …, typed by its extension; anything else as an attachment), with ETag and Last-Modified.',
    content: { 'application/x-shockwave-flash': { schema: Type.String({ format: 'binary' }) }, '*/*': { schema: Type.String({ format: 'binary' }) } },
  },
  304: Type.Null({ description: 'Not modified (If-None-Match or If-Modified-Since matched).' }),
});

/**
 * GET /api/game/files?path=… (docs/product-rules.md#http-contract) serves the game client's files from GAME_FILES_DIR.
 * /api/game/files/<path> answers the same, so relative loads made by a game SWF (Ruffle resolves
 * them against its `base`) reach the same folder.
 */
const gameFiles: FastifyPluginAsyncTypebox = async (app) => {
  const { readable } = gameFilesRoots(app.config);
  // Files on disk go through @fastify/static: type, validators (ETag, Last-Modified, 304), HEAD and streaming.
  await app.register(fastifyStatic, {
    root: readable,
    serve: false,
    // The uploads folder appears with the first upload from the dashboard.
    suppressWarning: true,
    maxAge: GAME_FILES_MAX_AGE_SECONDS * 1000,
    setHeaders(reply, filePath) {
      const contentType = gameFileContentType(filePath);
      reply.header('content-type', contentType);
      if (contentType === 'application/octet-stream') reply.header('content-disposition', 'attachment');
    },
  });

  const send = async (raw: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const segments = request.validationError ? null : parseGamePath(raw);
    if (!segments) throw refuse(400, 'The path is not valid.');
    // Files uploaded from the dashboard to the shared store come first, as the uploads folder does on disk.
    const shared = await app.sharedFiles?.get('game', segments.join('/'));
    if (shared) {
      const etag = weakEtag(shared.size, shared.updatedAt.getTime());
      reply.header('cache-control', GAME_FILES_CACHE).header('etag', etag).header('last-modified', shared.updatedAt.toUTCString());
      if (notModified(request, { etag, lastModified: shared.updatedAt })) return reply.code(304).send();
      const contentType = gameFileContentType(segments.at(-1)!);
      if (contentType === 'application/octet-stream') reply.header('content-disposition', 'attachment');
      return reply.type(contentType).send(shared.body);
    }
    const found = await findGameFile(readable, segments);
    if (!found) throw notFound('The game file');
    return reply.sendFile(found.file, found.root);
  };

  app.get(GAME_FILES_ENDPOINT, { attachValidation: true, schema: { querystring: GameFileQuery, response: GameFileAnswers } }, async (request, reply) =>
    send(request.query.path, request, reply),
  );
  app.get(`${GAME_FILES_BASE}*`, { attachValidation: true, schema: { params: GameFileParams, response: GameFileAnswers } }, async (request, reply) =>
    send(request.params['*'], request, reply),
  );
};
export default gameFiles;

import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';

// How answers are compressed, in one place: @fastify/compress compresses each answer as it is made
// (app.ts), and the visitor cache compresses an answer it keeps once per encoding, for every visitor
// it is sent to after (plugins/visitor-cache.ts). Both must choose the same encoding for the same
// request, so the choice is @fastify/compress's own, written out here.

export type AnswerEncoding = 'br' | 'gzip' | 'identity';

export const ANSWER_COMPRESSION = {
  /** Answers under 1 KB are sent as they are. */
  threshold: 1024,
  encodings: ['br', 'gzip'] as AnswerEncoding[],
  // A quick brotli level: a fresh answer is compressed on every request.
  brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
};

/** `*` and x-gzip mean gzip, as @fastify/compress reads them. */
const GZIP_ALIAS = /\*|x-gzip/gu;

/** The encoding @fastify/compress would send this request a compressible answer of `bytes` bytes in. */
export function acceptedEncoding(request: FastifyRequest, bytes: number): AnswerEncoding {
  const header = request.headers['accept-encoding'];
  if (header === undefined || request.headers['x-no-compression'] !== undefined || bytes < ANSWER_COMPRESSION.threshold) return 'identity';
  return negotiate<AnswerEncoding>(header.toLowerCase().replace(GZIP_ALIAS, 'gzip'), ANSWER_COMPRESSION.encodings) ?? 'identity';
}

/** The answer's bytes in `encoding`, compressed as @fastify/compress would. */
export function encodeAnswer(body: Buffer, encoding: AnswerEncoding): Buffer {
  if (encoding === 'br') return brotliCompressSync(body, ANSWER_COMPRESSION.brotliOptions);
  if (encoding === 'gzip') return gzipSync(body, ANSWER_COMPRESSION.zlibOptions);
  return body;
}

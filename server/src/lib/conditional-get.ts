import type { FastifyRequest } from 'fastify';

/**
 * Whether a GET may be answered 304 (RFC 9110 §13.1): If-None-Match, when sent, decides alone, with
 * the weak comparison (W/ prefixes ignored, `*` matches); otherwise If-Modified-Since against the
 * resource's last change, to the second. The one copy for the API's answers (success-etag.ts), the
 * feeds, and what @fastify/static does not serve (images, shared-store game files).
 */
export function notModified(request: FastifyRequest, validators: { etag: string; lastModified?: Date }): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch) {
    const ours = validators.etag.replace(/^W\//, '');
    return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === ours);
  }
  const since = request.headers['if-modified-since'];
  if (!since || !validators.lastModified) return false;
  const sinceMs = Date.parse(since);
  return !Number.isNaN(sinceMs) && Math.floor(validators.lastModified.getTime() / 1000) <= Math.floor(sinceMs / 1000);
}

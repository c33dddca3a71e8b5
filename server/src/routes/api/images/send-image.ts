import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ImageResult } from '../../../domain/images/image-service';
import { notModified } from '../../../lib/conditional-get';
import { notFound } from '../../../lib/http-errors';
import { dropDocumentOnlyHeaders } from '../../../plugins/security-headers';

/** Versioned paths (with ProfileVersion) never change: a new avatar gets a new URL. */
export const CACHE_VERSIONED = 'public, max-age=31536000, immutable';
/** Unversioned paths may change (a new banner, a replaced asset file): revalidate hourly (ETag makes that cheap). */
export const CACHE_UNVERSIONED = 'public, max-age=3600';
const CACHE_REDIRECT = 'public, max-age=3600';

export function sendImage(request: FastifyRequest, reply: FastifyReply, result: ImageResult, cacheControl: string) {
  if (!result) throw notFound('The image');
  if (result.kind === 'redirect') return reply.header('cache-control', CACHE_REDIRECT).redirect(result.url, 302);
  const { data } = result;
  reply.header('etag', data.etag).header('cache-control', cacheControl);
  // A picture is not a page (issue 14: a character page shows some twenty); an SVG can be opened as
  // one and run script, so it keeps the page's policy.
  if (!data.contentType.includes('svg')) dropDocumentOnlyHeaders(reply);
  if (notModified(request, { etag: data.etag })) return reply.code(304).send();
  return reply.type(data.contentType).send(data.body);
}

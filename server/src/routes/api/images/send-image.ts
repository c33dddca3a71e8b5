import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ImageResult } from '../../../domain/images/image-service';
import { acceptsWebp, type WebpVariants } from '../../../domain/images/variants';
import { notModified } from '../../../lib/conditional-get';
import { notFound } from '../../../lib/http-errors';
import { dropDocumentOnlyHeaders } from '../../../plugins/security-headers';

/** Versioned paths (with ProfileVersion) never change: a new avatar gets a new URL. */
export const CACHE_VERSIONED = 'public, max-age=31536000, immutable';
/** Unversioned paths may change (a new banner, a replaced asset file): revalidate hourly (ETag makes that cheap). */
export const CACHE_UNVERSIONED = 'public, max-age=3600';
const CACHE_REDIRECT = 'public, max-age=3600';

/** Adds a field name to the Vary header, keeping what is there. */
function addVary(reply: FastifyReply, field: string) {
  const current = reply.getHeader('vary');
  const fields = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (fields.some((f) => f === '*' || f.toLowerCase() === field.toLowerCase())) return;
  reply.header('vary', [...fields, field].join(', '));
}

/**
 * Sends a picture. A PNG or JPEG goes out as WebP to a browser whose Accept names image/webp,
 * under its own ETag and with Vary: Accept, so a 304 and a shared cache keep the two apart; anything
 * else (an SVG, a GIF, a WebP file, or a client without WebP) gets the picture as it is.
 */
export async function sendImage(request: FastifyRequest, reply: FastifyReply, result: ImageResult, cacheControl: string, variants: WebpVariants) {
  if (!result) throw notFound('The image');
  if (result.kind === 'redirect') return reply.header('cache-control', CACHE_REDIRECT).redirect(result.url, 302);
  const source = result.data;
  const convertible = variants.convertible(source);
  const webp = convertible && acceptsWebp(request.headers.accept);
  const etag = webp ? variants.etag(source) : source.etag;
  reply.header('etag', etag).header('cache-control', cacheControl);
  if (convertible) addVary(reply, 'Accept');
  // A picture is not a page (a character page shows some twenty); an SVG can be opened as
  // one and run script, so it keeps the page's policy.
  if (!source.contentType.includes('svg')) dropDocumentOnlyHeaders(reply);
  // The WebP ETag is derived from the source's: a revalidation needs no encoding.
  if (notModified(request, { etag })) return reply.code(304).send();
  const data = webp ? await variants.webp(source) : source;
  return reply.type(data.contentType).send(data.body);
}

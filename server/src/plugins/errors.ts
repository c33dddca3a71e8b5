import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { GENERIC_ERROR_TEXT } from '@contract/rules/messages';
import { codeOfStatus, RequestRefused, ValidationFailed } from '../lib/http-errors';
import { fieldErrorsOf } from '@contract/validation/field-errors';
import { Conflict, DomainError, Forbidden, InvalidFields, NotFound, PaymentUnavailable, RuleBroken } from '../domain/errors';

/** The HTTP status of each kind of domain refusal. */
const STATUS_OF_DOMAIN_ERROR = new Map<abstract new (...args: never[]) => DomainError, number>([
  [NotFound, 404],
  [Conflict, 409],
  [Forbidden, 403],
  [RuleBroken, 400],
  [PaymentUnavailable, 402],
  [InvalidFields, 422],
]);

function statusOfDomainError(error: DomainError): number {
  for (const [kind, status] of STATUS_OF_DOMAIN_ERROR) if (error instanceof kind) return status;
  return 400;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route's path names ("The bet"), for the 404 of a malformed id in it. */
    what?: string;
  }
}

/** ENOSPC from the file system, or PostgreSQL's disk_full (53100), possibly wrapped by the driver. */
function isOutOfSpace(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return [e?.code, e?.cause?.code].some((code) => code === 'ENOSPC' || code === '53100');
}

/**
 * Refusals the router makes before any route or hook runs (a path parameter over its length limit, an
 * address that does not decode): the contract's shape and the site's security headers, like every
 * other answer, not the framework's own body.
 */
export function answerFrameworkError(securityHeaders: () => Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400);
    const message = status === 414 ? 'The address is too long.' : status >= 500 ? GENERIC_ERROR_TEXT : 'The request could not be understood.';
    request.log.info({ err: error }, 'refused by the router');
    void reply
      .headers(securityHeaders())
      .code(status)
      .send({ messages: [message], code: codeOfStatus(status) });
  };
}

/**
 * Answers errors in the contract's shapes: 422 errors map, 4xx messages list, and 5xx with the
 * generic text only (the real cause goes to the log, never to the client).
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      if (error instanceof ValidationFailed) return reply.code(422).send({ errors: error.errors, code: error.code });
      if (error instanceof RequestRefused) return reply.code(error.statusCode).send({ messages: error.messages, code: error.code });
      if (error instanceof InvalidFields) return reply.code(422).send({ errors: error.errors, code: error.code });
      if (error instanceof DomainError) return reply.code(statusOfDomainError(error)).send({ messages: [error.message], code: error.code });
      // A request that fails its route's schema: a path that is not one of ours names an
      // unknown thing (404); a bad query or body field is the contract's 422 errors map.
      const invalid = error as FastifyError;
      if (invalid.validation) {
        if (invalid.validationContext === 'params') {
          const what = request.routeOptions.config.what ?? 'The requested resource';
          return reply.code(404).send({ messages: [`${what} was not found.`], code: 'not_found' });
        }
        // A body or query that is not a set of fields at all (a JSON array, a number) names no field.
        const aboutNoField = invalid.validation.every((e) => !e.instancePath && !(e.params as { missingProperty?: string }).missingProperty);
        if (aboutNoField) return reply.code(400).send({ messages: ['The request could not be understood.'], code: 'bad_request' });
        return reply.code(422).send({ errors: fieldErrorsOf(invalid.validation), code: 'invalid_fields' });
      }
      // A multipart body without a boundary, or cut short, is the client's fault (busboy says so without a status).
      const malformedBody = /^(Multipart: |Unexpected end of (multipart|form) data|Malformed part header|Part terminated early)/.test(
        (error as Error).message ?? '',
      );
      const status = malformedBody ? 400 : ((error as { statusCode?: number }).statusCode ?? 500);
      if (status >= 400 && status < 500) {
        const message =
          status === 413 ? 'The upload is too large.' : status === 415 ? 'This type of request is not supported.' : 'The request could not be understood.';
        request.log.info({ err: error }, 'client error');
        return reply.code(status).send({ messages: [message], code: codeOfStatus(status) });
      }
      // A full disk (or database storage) is a passing fault of ours: 503, try again later.
      if (isOutOfSpace(error)) {
        request.log.error({ err: error }, 'out of storage space');
        return reply
          .code(503)
          .header('retry-after', '120')
          .send({ messages: ['The server is short of storage space right now. Please try again in a few minutes.'], code: 'storage_full' });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ messages: [GENERIC_ERROR_TEXT], code: 'server_error' });
    });
    app.setNotFoundHandler((request, reply) => {
      if (request.url.startsWith('/api/')) return reply.code(404).send({ messages: ['The requested resource was not found.'], code: 'not_found' });
      return reply.code(404).type('text/plain').send('Not found');
    });
  },
  { name: 'errors' },
);

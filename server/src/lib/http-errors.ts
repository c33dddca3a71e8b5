import type { ErrorCode } from '@contract/types/entities';

// Errors a route throws to answer in the contract's shapes: 422 with an errors map,
// other 4xx with a messages list; each carries a stable code that the errors plugin
// answers beside them.

/** The code of a refusal that names no more precise one. */
export function codeOfStatus(status: number): ErrorCode {
  const byStatus: Record<number, ErrorCode> = {
    401: 'login_required',
    402: 'payment_required',
    403: 'forbidden',
    404: 'not_found',
    409: 'conflict',
    413: 'payload_too_large',
    415: 'unsupported_media_type',
    422: 'invalid_fields',
    429: 'rate_limited',
    503: 'unavailable',
  };
  return byStatus[status] ?? (status >= 500 ? 'server_error' : 'bad_request');
}

export class ValidationFailed extends Error {
  readonly statusCode = 422;
  readonly code: ErrorCode = 'invalid_fields';
  constructor(readonly errors: Record<string, string[]>) {
    super('Validation failed');
  }
}

export class RequestRefused extends Error {
  constructor(
    readonly statusCode: number,
    readonly messages: string[],
    readonly code: ErrorCode = codeOfStatus(statusCode),
  ) {
    super(messages.join(' '));
  }
}

export const refuse = (status: number, ...messages: string[]) => new RequestRefused(status, messages);
/** A refusal with a more precise code than its status gives (a bet taken, not enough coins …). */
export const refuseAs = (code: ErrorCode, status: number, ...messages: string[]) => new RequestRefused(status, messages, code);
export const notFound = (what = 'The page') => refuse(404, `${what} was not found.`);
export const fieldError = (field: string, message: string) => new ValidationFailed({ [field]: [message] });

import axios from 'axios';
import { GENERIC_ERROR_TEXT } from '@contract/rules/messages';

/** A failed call in the shape the UI shows (docs/product-rules.md#validation-and-field-messages, docs/product-rules.md#error-messages). */
export interface ApiError {
  status?: number;
  /** Field errors map (422). */
  fieldErrors?: Record<string, string[]>;
  /** Messages shown as danger alerts (or toasts on dashboard pages). */
  messages: string[];
}

/**
 * What every call through the API client rejects with: the error React Query hands to every query
 * and mutation (Register.defaultError in lib/query-client). Built in one place, request().
 */
export class RequestFailure extends Error implements ApiError {
  readonly status?: number;
  readonly fieldErrors?: Record<string, string[]>;
  readonly messages: string[];
  /** No answer came from the server itself: the network failed, it timed out, or the proxy said 502/504. */
  readonly unreachable: boolean;
  /** The page dropped the request (a query was cancelled); says nothing about the server. */
  readonly cancelled: boolean;
  /** axios's code, e.g. ECONNABORTED for a time-out. */
  readonly code?: string;

  constructor(shown: ApiError, how: { unreachable: boolean; cancelled: boolean; code?: string; cause: unknown }) {
    super(shown.messages[0] ?? GENERIC_ERROR_TEXT, { cause: how.cause });
    this.name = 'RequestFailure';
    this.status = shown.status;
    this.fieldErrors = shown.fieldErrors;
    this.messages = shown.messages;
    this.unreachable = how.unreachable;
    this.cancelled = how.cancelled;
    this.code = how.code;
  }
}

function parseBody(data: unknown): unknown {
  if (typeof data === 'string') {
    try {
      return JSON.parse(data);
    } catch {
      return null;
    }
  }
  return data;
}

/**
 * The generic text names the request the server logged it under (its X-Request-Id), so support can
 * find the log lines from what the player reports.
 */
function withReference(shown: ApiError, requestId: unknown): ApiError {
  if (typeof requestId !== 'string' || !requestId) return shown;
  return { ...shown, messages: shown.messages.map((m) => (m === GENERIC_ERROR_TEXT ? `${m} Reference: ${requestId}` : m)) };
}

/** Turns anything a request can throw into what the page shows; the generic text when nothing usable came back. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof RequestFailure) return error;
  if (!axios.isAxiosError(error) || !error.response) return { messages: [GENERIC_ERROR_TEXT] };
  return withReference(answerShown(error.response.status, error.response.data), error.response.headers?.['x-request-id']);
}

function answerShown(status: number, data: unknown): ApiError {
  const body = parseBody(data) as { errors?: unknown; messages?: unknown } | null;
  const errors = body?.errors;
  if (errors && typeof errors === 'object' && !Array.isArray(errors) && Object.keys(errors).length > 0) {
    const fieldErrors: Record<string, string[]> = {};
    for (const [k, v] of Object.entries(errors as Record<string, unknown>)) {
      fieldErrors[k] = (Array.isArray(v) ? v : [v]).map(String);
    }
    return { status, fieldErrors, messages: [] };
  }
  const messages = body?.messages;
  if (Array.isArray(messages) && messages.length > 0) return { status, messages: messages.map(String) };
  return { status, messages: [GENERIC_ERROR_TEXT] };
}

/** The one normalisation of a failed call (request() in api-client). */
export function toRequestFailure(error: unknown): RequestFailure {
  if (error instanceof RequestFailure) return error;
  const status = axios.isAxiosError(error) ? error.response?.status : undefined;
  return new RequestFailure(toApiError(error), {
    unreachable: axios.isAxiosError(error) && !axios.isCancel(error) && (!error.response || status === 502 || status === 504),
    cancelled: axios.isCancel(error),
    code: axios.isAxiosError(error) ? error.code : undefined,
    cause: error,
  });
}

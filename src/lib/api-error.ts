import axios from 'axios';
import { GENERIC_ERROR_TEXT } from '@contract/rules/messages';

/** A failed call in the shape the UI shows (SPEC §5, §8). */
export interface ApiError {
  status?: number;
  /** Field errors map (422). */
  fieldErrors?: Record<string, string[]>;
  /** Messages shown as danger alerts (or toasts on dashboard pages). */
  messages: string[];
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

/** Turns anything a request can throw into what the page shows; the generic text when nothing usable came back. */
export function toApiError(error: unknown): ApiError {
  if (!axios.isAxiosError(error) || !error.response) return { messages: [GENERIC_ERROR_TEXT] };
  const body = parseBody(error.response.data) as { errors?: unknown; messages?: unknown } | null;
  const status = error.response.status;
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

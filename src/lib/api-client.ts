import axios, {
  AxiosError,
  CanceledError,
  getAdapter,
  type AxiosAdapter,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import type { QueryClient } from '@tanstack/react-query';
import { SUCCESS_STATUSES } from '@contract/rules/constants';
import { toRequestFailure } from './api-error';
import { RequestQueue } from './request-queue';
import { sessionRefused } from './session-sync';
import { serverAnswered, serverUnreachable } from './connection';
import { SITE_MODE_HEADER, siteModeSeen } from './site-mode';
import { loadSentences } from './i18n/catalogues';

/** One queue for the whole page: the docs/product-rules.md#the-request-helper request rules live here and nowhere else. */
const requestQueue = new RequestQueue();

const defaultAdapter = getAdapter(axios.defaults.adapter);

/**
 * A request that hangs must not hold the one-at-a-time queue forever: it fails after
 * this long, counted from when it is sent (its turn in the queue), and the next one starts.
 */
export const REQUEST_TIMEOUT_MS = 30_000;
/** Uploads (a file in the body, or upload progress asked for) may take longer on a slow line. */
export const UPLOAD_TIMEOUT_MS = 300_000;

/**
 * Sends one request with its time limit counted from now (its turn in the queue). The limit is kept
 * here rather than left to the transport, so it holds whatever the transport does: on time out the
 * request is stopped and fails as axios's own timeout error; a cancellation by the caller stops it too.
 */
function send(config: InternalAxiosRequestConfig): Promise<AxiosResponse> {
  const ms = config.timeout ?? 0;
  const outer = config.signal as AbortSignal | undefined;
  const stop = new AbortController();
  const onCancel = () => stop.abort(outer?.reason);
  outer?.addEventListener('abort', onCancel, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    if (ms > 0)
      timer = setTimeout(() => {
        // Settled as a time-out first; then the transport is told to stop.
        reject(new AxiosError(`timeout of ${ms}ms exceeded`, AxiosError.ECONNABORTED, config));
        stop.abort();
      }, ms);
  });
  return Promise.race([defaultAdapter({ ...config, timeout: 0, signal: stop.signal }), timedOut]).finally(() => {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onCancel);
  });
}

/** The one axios instance everything goes through. */
export const api = axios.create({
  // Success only on 200 and 201 (docs/product-rules.md#states-and-transitions); anything else rejects.
  validateStatus: (status) => (SUCCESS_STATUSES as readonly number[]).includes(status),
  withCredentials: true,
  timeout: REQUEST_TIMEOUT_MS,
  // One at a time; a request cancelled while it waits leaves the queue at once (React Query cancels
  // the queries of a page that was left), as axios's own cancellation error.
  adapter: (config) =>
    requestQueue
      .run(() => send(config), config.signal as AbortSignal | undefined)
      .catch((error: unknown) => {
        if (config.signal?.aborted && !axios.isCancel(error)) throw new CanceledError(undefined, undefined, config);
        throw error;
      }),
});

/** The session's CSRF token, from the bootstrap (BootstrapProvider hands over each new one). */
let csrfToken: string | undefined;
export function setCsrfToken(token: string | undefined): void {
  csrfToken = token;
}

api.interceptors.request.use((config) => {
  // Every call carries the CSRF token; the server checks it on state changes.
  if (csrfToken !== undefined) config.headers.set('X-CSRF-Token', csrfToken);
  return config;
});

// A 401 means the session ended (here or in another tab, or it expired): every tab checks who is
// logged in (session-sync). The bootstrap call itself never answers 401.
// Whether the server was reached feeds the connection banner (lib/connection).
api.interceptors.response.use(
  (response) => {
    serverAnswered();
    siteModeSeen(response.headers[SITE_MODE_HEADER]);
    return response;
  },
  (error: unknown) => {
    if (axios.isAxiosError(error)) {
      const status = error.response?.status;
      if (axios.isCancel(error)) {
        /* the page dropped the request: says nothing about the connection */
      } else if (!error.response || status === 502 || status === 504) serverUnreachable();
      else serverAnswered();
      if (error.response) siteModeSeen(error.response.headers[SITE_MODE_HEADER]);
      if (status === 401) sessionRefused();
    }
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  },
);

/**
 * Where the reads of a query client go when not over the network: the server's render gives each
 * page's own query client the transport that answers in process, as that player's requests. The
 * browser's client has none, and its reads take the queue above.
 */
const transports = new WeakMap<QueryClient, AxiosAdapter>();
export function sendThrough(client: QueryClient, transport: AxiosAdapter): void {
  transports.set(client, transport);
}

/** What a query function hands on to a call: its cancellation, and the query client it reads for. */
export interface Read {
  signal?: AbortSignal;
  client?: QueryClient;
}

export type FormSource = HTMLFormElement | FormData | Record<string, unknown> | undefined | null;

/** The body is form data built from a form, from an object's entries, or empty (docs/product-rules.md#http-contract). */
export function toFormData(source: FormSource): FormData {
  if (source instanceof FormData) return source;
  if (typeof HTMLFormElement !== 'undefined' && source instanceof HTMLFormElement) return new FormData(source);
  const data = new FormData();
  if (source) {
    for (const [key, value] of Object.entries(source)) {
      if (value === undefined || value === null) continue;
      if (Array.isArray(value)) value.forEach((v) => data.append(key, v instanceof Blob ? v : String(v)));
      else data.append(key, value instanceof Blob ? value : typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
    }
  }
  return data;
}

export interface RequestOptions<T> {
  /** Defaults to POST (docs/product-rules.md#http-contract). */
  method?: 'GET' | 'POST' | 'PUT';
  body?: FormSource;
  accept?: string;
  /** Defaults to text, as the contract's helper does; JSON fetchers ask for json. */
  responseType?: 'text' | 'json' | 'blob';
  onUploadProgress?: AxiosRequestConfig['onUploadProgress'];
  params?: Record<string, string | number>;
  /** Called with the failed response; by default it only logs. The promise still rejects. */
  onError?: (response: AxiosResponse<unknown> | undefined, error: unknown) => void;
  signal?: AbortSignal;
  /** The query this call reads for (a query function's context): its client may have a transport of its own. */
  read?: Read;
  /** Milliseconds before the request fails; REQUEST_TIMEOUT_MS, or UPLOAD_TIMEOUT_MS for uploads. */
  timeout?: number;
  _type?: T;
}

const isUpload = (body: FormData) => [...body.values()].some((v) => typeof v !== 'string');

const logOnly = (_: AxiosResponse<unknown> | undefined, error: unknown) => console.error('Request failed', error);

/** The generic request helper of docs/product-rules.md#http-contract. */
export async function request<T = string>(url: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'POST', body, accept, responseType = 'text', onError = logOnly } = options;
  const data = method === 'GET' ? undefined : toFormData(body);
  const upload = !!options.onUploadProgress || (data !== undefined && isUpload(data));
  const transport = options.read?.client && transports.get(options.read.client);
  try {
    const response = await api.request<T>({
      url,
      method,
      data,
      timeout: options.timeout ?? (upload ? UPLOAD_TIMEOUT_MS : REQUEST_TIMEOUT_MS),
      params: options.params,
      headers: accept ? { Accept: accept } : undefined,
      responseType,
      onUploadProgress: options.onUploadProgress,
      signal: options.signal ?? options.read?.signal,
      ...(transport ? { adapter: transport } : {}),
    });
    // An answer's sentences (a refusal, a message) are said in the page's language: not before they are here.
    await loadSentences();
    return response.data;
  } catch (error) {
    onError(axios.isAxiosError(error) ? error.response : undefined, error);
    await loadSentences();
    throw toRequestFailure(error);
  }
}

const silent = () => undefined;

/** JSON GET through the queue, for React Query fetchers. */
export const getJson = <T>(url: string, params?: Record<string, string | number>, read?: Read) =>
  request<T>(url, { method: 'GET', responseType: 'json', accept: 'application/json', params, read, onError: silent });

/** JSON POST of form data through the queue. */
export const postJson = <T>(url: string, body?: FormSource, extra: Partial<RequestOptions<T>> = {}) =>
  request<T>(url, { method: 'POST', responseType: 'json', accept: 'application/json', body, onError: silent, ...extra });

/** JSON PUT of form data through the queue (the calls that change a thing in place). */
export const putJson = <T>(url: string, body?: FormSource) =>
  request<T>(url, { method: 'PUT', responseType: 'json', accept: 'application/json', body, onError: silent });

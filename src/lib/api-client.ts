import axios, { getAdapter, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { SUCCESS_STATUSES } from '@contract/rules/constants';
import { getBootstrap } from '@/config/bootstrap';
import { RequestQueue } from './request-queue';
import { sessionRefused } from './session-sync';
import { serverAnswered, serverUnreachable } from './connection';

/** One queue for the whole page: the SPEC §4 request rules live here and nowhere else. */
export const requestQueue = new RequestQueue();

const defaultAdapter = getAdapter(axios.defaults.adapter);

/** The one axios instance everything goes through. */
export const api = axios.create({
  // Success only on 200 and 201 (SPEC §4); anything else rejects.
  validateStatus: (status) => (SUCCESS_STATUSES as readonly number[]).includes(status),
  withCredentials: true,
  adapter: (config) => requestQueue.run(() => defaultAdapter(config)),
});

api.interceptors.request.use((config) => {
  // Every call carries the CSRF token (design.md); the server checks it on state changes.
  try {
    config.headers.set('X-CSRF-Token', getBootstrap().csrfToken);
  } catch {
    /* bootstrap not loaded yet (tests without one): the server will refuse state changes */
  }
  return config;
});

// A 401 means the session ended (here or in another tab, or it expired): every tab checks who is
// logged in (session-sync). The bootstrap call itself never answers 401.
// Whether the server was reached feeds the connection banner (lib/connection).
api.interceptors.response.use(
  (response) => {
    serverAnswered();
    return response;
  },
  (error: unknown) => {
    if (axios.isAxiosError(error)) {
      const status = error.response?.status;
      if (axios.isCancel(error)) {
        /* the page dropped the request: says nothing about the connection */
      } else if (!error.response || status === 502 || status === 504) serverUnreachable();
      else serverAnswered();
      if (status === 401) sessionRefused();
    }
    return Promise.reject(error);
  },
);

export type FormSource = HTMLFormElement | FormData | Record<string, unknown> | undefined | null;

/** The body is form data built from a form, from an object's entries, or empty (SPEC §7). */
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
  /** Defaults to POST (SPEC §7). */
  method?: 'GET' | 'POST';
  body?: FormSource;
  accept?: string;
  /** Defaults to text, as the contract's helper does; JSON fetchers ask for json. */
  responseType?: 'text' | 'json' | 'blob';
  onUploadProgress?: AxiosRequestConfig['onUploadProgress'];
  params?: Record<string, string | number>;
  /** Called with the failed response; by default it only logs. The promise still rejects. */
  onError?: (response: AxiosResponse<unknown> | undefined, error: unknown) => void;
  signal?: AbortSignal;
  _type?: T;
}

const logOnly = (_: AxiosResponse<unknown> | undefined, error: unknown) => console.error('Request failed', error);

/** The generic request helper of SPEC §7. */
export async function request<T = string>(url: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'POST', body, accept, responseType = 'text', onError = logOnly } = options;
  try {
    const response = await api.request<T>({
      url,
      method,
      data: method === 'GET' ? undefined : toFormData(body),
      params: options.params,
      headers: accept ? { Accept: accept } : undefined,
      responseType,
      onUploadProgress: options.onUploadProgress,
      signal: options.signal,
    });
    return response.data;
  } catch (error) {
    onError(axios.isAxiosError(error) ? error.response : undefined, error);
    throw error;
  }
}

const silent = () => undefined;

/** JSON GET through the queue, for React Query fetchers. */
export const getJson = <T>(url: string, params?: Record<string, string | number>, signal?: AbortSignal) =>
  request<T>(url, { method: 'GET', responseType: 'json', accept: 'application/json', params, signal, onError: silent });

/** JSON POST of form data through the queue. */
export const postJson = <T>(url: string, body?: FormSource, extra: Partial<RequestOptions<T>> = {}) =>
  request<T>(url, { method: 'POST', responseType: 'json', accept: 'application/json', body, onError: silent, ...extra });

import { CSRF_HEADER, type ErrorBody } from '@party/shared';
import { getCsrfToken, refreshCsrfToken } from './csrf';

/** Every failed API call becomes one of these; screens read message, fields and status from it. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

const NETWORK_MESSAGE = 'Could not reach the server. Check your connection and try again.';

function needsCsrf(method: Method, path: string): boolean {
  // better-auth guards its own endpoints (origin check), so the token is only for our API.
  return method !== 'GET' && path.startsWith('/api/') && !path.startsWith('/api/auth/');
}

/**
 * The { error: { code, message, fields? } } body, checked by hand rather than with the zod schema
 * so that public pages do not download zod just to read an error.
 */
function readErrorBody(body: unknown): ErrorBody['error'] | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const error = (body as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, fields } = error as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  const fieldMap =
    typeof fields === 'object' && fields !== null ? (fields as Record<string, string>) : undefined;
  return { code: code as ErrorBody['error']['code'], message, fields: fieldMap };
}

/** Turns a non-2xx response into an ApiError: the one place the error body is parsed. */
export async function toApiError(response: Response): Promise<ApiError> {
  const body = readErrorBody(await response.json().catch(() => null));
  if (body) return new ApiError(response.status, body.code, body.message, body.fields);
  return new ApiError(response.status, 'HTTP_ERROR', `Request failed with status ${response.status}`);
}

async function send(method: Method, path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (needsCsrf(method, path)) {
    const token = await getCsrfToken();
    if (token) headers[CSRF_HEADER] = token;
  }
  try {
    return await fetch(path, { method, headers, body, signal: options.signal, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', NETWORK_MESSAGE);
  }
}

/** Sends a request and returns the raw response, retrying once when the CSRF token went stale. */
export async function apiResponse(method: Method, path: string, options: RequestOptions = {}) {
  let response = await send(method, path, options);
  if (response.status === 403 && needsCsrf(method, path)) {
    const error = await toApiError(response.clone());
    if (error.code === 'CSRF_FAILED') {
      await refreshCsrfToken();
      response = await send(method, path, options);
    }
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

export async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiResponse(method, path, options);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};

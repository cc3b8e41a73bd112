/**
 * The API client: every call goes to our own origin under /api, with a fresh
 * Firebase ID token as the bearer when someone is signed in (getIdToken()
 * refreshes it when it is about to expire, so claims changes show up too).
 */
import { localizeFieldMessages } from './apiFieldMessages.ts';
import { authIfLoaded, loadAuth } from './authLazy.ts';

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    /** The whole answer, for errors that carry more than a message (a check-in's first scan time). */
    readonly body: unknown = null,
    /** A 429's Retry-After: how many seconds until the server takes this kind of request again. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Reads go out at once (before Auth has loaded nobody is signed in as far as the
 * page knows, and calls that need a caller run under a known session); writes
 * wait for Auth so a signed-in caller is never sent anonymously.
 */
async function authHeader(waitForAuth = false): Promise<Record<string, string>> {
  const auth = waitForAuth ? await loadAuth() : authIfLoaded();
  const user = auth?.currentUser;
  if (!user) return {};
  return { authorization: `Bearer ${await user.getIdToken()}` };
}

interface ErrorBody {
  error?: { code?: string; message?: string; fields?: Record<string, string>; fieldCodes?: Record<string, string> };
}

async function toError(response: Response): Promise<ApiRequestError> {
  let body: ErrorBody | null = null;
  try {
    body = (await response.json()) as ErrorBody;
  } catch {
    // Not JSON (a proxy error page, say): fall back to the status text below.
  }
  const error = body?.error;
  const retryAfter = Number(response.headers.get('retry-after') ?? NaN);
  return new ApiRequestError(
    response.status,
    error?.code ?? `http-${response.status}`,
    error?.message ?? `The server answered ${response.status} ${response.statusText}.`.trim(),
    localizeFieldMessages(error?.fields ?? {}, error?.fieldCodes ?? {}),
    body,
    Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : null,
  );
}

async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(`/api${path}`, init);
  } catch (cause) {
    if (init.signal?.aborted) throw cause;
    throw new ApiRequestError(0, 'network-error', 'Could not reach the server. Check your connection and try again.');
  }
}

/** JSON in, JSON out; throws ApiRequestError with the server's code, message and field errors (in the language shown). */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  return (await apiFetchWithHeaders<T>(path, options)).body;
}

/** apiFetch, also giving the answer's headers (a listing's total and page links are there). */
export async function apiFetchWithHeaders<T>(path: string, options: ApiFetchOptions = {}): Promise<{ body: T; headers: Headers }> {
  const headers: Record<string, string> = { accept: 'application/json', ...(await authHeader((options.method ?? 'GET') !== 'GET')) };
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await send(path, { method: options.method ?? 'GET', headers, body, signal: options.signal });
  if (!response.ok) {
    const error = await toError(response);
    // A role change ended this sign-in: the session signs in again (features/auth/revocationWatch.ts).
    if (error.code === 'session-revoked') window.dispatchEvent(new Event('campcare:session-revoked'));
    throw error;
  }
  if (response.status === 204) return { body: undefined as T, headers: response.headers };
  const text = await response.text();
  return { body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

/**
 * Downloads a file the API answers (a CSV, a JSON export) and hands it to
 * the browser as a download under the name the server gives it.
 */
export async function apiDownload(path: string, fallbackName: string): Promise<void> {
  const response = await send(path, { method: 'GET', headers: await authHeader(true) });
  if (!response.ok) throw await toError(response);
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next turn: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** Uploads one picture (multipart field `image`) and returns its URL on our origin. */
export async function apiUpload(file: Blob, fileName = 'image.jpg', signal?: AbortSignal): Promise<string> {
  const form = new FormData();
  form.append('image', file, fileName);
  const response = await send('/images', { method: 'POST', headers: await authHeader(true), body: form, signal });
  if (!response.ok) throw await toError(response);
  const result = (await response.json()) as { url?: string; Image?: string };
  const url = result.url ?? result.Image;
  if (!url) throw new ApiRequestError(response.status, 'bad-response', 'The server did not return the image address.');
  return url;
}

// A multipart POST that reports how much of the body has gone up: fetch cannot (no upload progress
// events), XMLHttpRequest can. Same envelope, token and errors as api-client's calls.
import { AUTH_MESSAGES } from '@astroden/shared/constants';
import { API_HOST, ApiError, tokenStore } from '../api-client.ts';

export interface UploadProgress {
  loaded: number;
  total: number;
}

/** Sends `form` to `/api${path}`; `onProgress` hears the bytes sent; resolves with the parsed JSON body. */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<T> {
  const token = tokenStore.get();
  if (token === null) return Promise.reject(new ApiError(401, AUTH_MESSAGES.tokenNotFound, [], true));
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_HOST}/api${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    });
    xhr.addEventListener('load', () => {
      let payload: { message?: unknown; errors?: { path: string; message: string }[] } | null = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(payload as T);
        return;
      }
      const message = typeof payload?.message === 'string' && payload.message ? payload.message : undefined;
      reject(
        new ApiError(xhr.status, message ?? `Request failed (${xhr.status})`, payload?.errors, message !== undefined),
      );
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, 'Network error: the server could not be reached')));
    xhr.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

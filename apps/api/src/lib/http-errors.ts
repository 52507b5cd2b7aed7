// Errors a service throws to end a request with a given status and a message the client may show.
export interface FieldError {
  path: string;
  message: string;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The body of every error answer (plugins/errors.ts), `errors` only when there are some. */
export function errorBody(message: string, errors?: unknown) {
  return { success: false as const, message, ...(errors ? { errors } : {}) };
}

/** A 500's message: nothing of what went wrong reaches the client. */
export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** A 409 for a write filled from an old version; `errors` names `version` so a client can offer to reload. */
export const staleWrite = (message: string) => new HttpError(409, message, [{ path: 'version', message }]);

/** A write that names the version it was filled from is refused when the row has moved on since. */
export function refuseStale(current: number, loaded: number | undefined, message: string) {
  if (loaded !== undefined && loaded !== current) throw staleWrite(message);
}

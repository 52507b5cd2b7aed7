// What the logs may never hold: passwords and their hashes, tokens, customers' names, addresses, phones and
// e-mails, whether they come in a logged object, a failed query's parameters or a URL's query string.
import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

/** Field names whose value is personal or secret wherever they appear in a logged object. */
const PERSONAL_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'confirmPassword',
  'passwordHash',
  'token',
  'email',
  'customerEmail',
  'fullName',
  'customerFullName',
  'firstName',
  'lastName',
  'name',
  'phone',
  'phoneNo',
  'customerPhone',
  'mobile_number',
  'mobileNumber',
  'address',
  'addressLine1',
  'addressLine2',
  'postalCode',
  'pincode',
  'message',
];

/** pino redact paths: the fields above at the top level and one level down, and the request's secrets. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["idempotency-key"]',
  ...PERSONAL_FIELDS.filter((f) => f !== 'message' && f !== 'name').flatMap((f) => [f, `*.${f}`]),
  'body',
  '*.body',
];

/** What a database error carries that may echo the values of a query: its parameters and its detail. */
const QUERY_VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery']);

/** Drizzle writes a failed query's parameters into its message (and so its stack): cut them out. */
const stripParams = (text: string) => text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, `\nparams: ${REDACTED}`);

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** The err serializer: an error with its cause chain, never the values its query was run with. */
export function redactedError(err: Error, depth = 0): SerializedError {
  const out: SerializedError = {
    type: err.constructor?.name ?? 'Error',
    message: stripParams(String(err.message)),
    stack: stripParams(String(err.stack ?? '')),
  };
  for (const [key, value] of Object.entries(err)) {
    if (key === 'cause' || key in out) continue;
    out[key] = QUERY_VALUE_FIELDS.has(key) ? REDACTED : value;
  }
  if (err.cause instanceof Error && depth < 5) out.cause = redactedError(err.cause, depth + 1);
  return out;
}

/** The req serializer: the URL without the values of its query string (an admin's search may be an e-mail). */
export function redactedRequest(
  request: Pick<FastifyRequest, 'url' | 'method' | 'host' | 'ip'> & {
    socket?: { remotePort?: number };
  },
) {
  const [path, query] = (request.url ?? '').split('?', 2);
  const url = query
    ? `${path}?${query
        .split('&')
        .map((pair) => `${pair.split('=', 1)[0]}=${REDACTED}`)
        .join('&')}`
    : path;
  return {
    method: request.method,
    url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

// request.log, made when a request first logs. Fastify gives every request a child logger bound to its id, and
// with redaction paths that begin with a wildcard (lib/log-redaction.ts) pino runs that id through the redactor to
// make one: 6.6% of a worker's CPU on answers from the response cache (`--cpu-prof`, issue 26), for a logger that
// most requests never use (a good answer's line is the access logger's, app.ts). The child is made, with the same
// bindings and options, by the first call that logs through it or asks for a child of it.
import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, LogFn } from 'pino';

type Method = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export function childWhenUsed(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  let child: FastifyBaseLogger | undefined;
  const made = () => {
    child ??= parent.child(bindings, options);
    return child;
  };
  const method =
    (name: Method): LogFn =>
    (...args: Parameters<LogFn>) =>
      made()[name](...args);
  return {
    get level() {
      return child?.level ?? options.level ?? parent.level;
    },
    set level(level: string) {
      made().level = level;
    },
    fatal: method('fatal'),
    error: method('error'),
    warn: method('warn'),
    info: method('info'),
    debug: method('debug'),
    trace: method('trace'),
    silent: method('silent'),
    child: (childBindings, childOptions) => made().child(childBindings, childOptions),
  };
}

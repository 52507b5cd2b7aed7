import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useScriptControl } from '../lib/use-hydrated.ts';

/** Last-resort screen: a failed lazy chunk (new deploy) or a render error. */
export function RouteError() {
  const error = useRouteError();
  const control = useScriptControl();
  console.error(error);
  const chunkFailed =
    error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center text-slate-100">
      <h1 className="text-2xl">
        {isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong'}
      </h1>
      <p className="text-slate-300">
        {chunkFailed ? 'A new version of the site is available.' : 'Please try again in a moment.'}
      </p>
      <div className="flex gap-3">
        <button
          type="button"
          {...control}
          className="rounded-lg bg-cyan-500 px-4 py-2 font-semibold text-slate-950"
          onClick={() => window.location.reload()}
        >
          Reload
        </button>
        <Link to="/" className="rounded-lg border border-cyan-400/50 px-4 py-2 text-cyan-200">
          Home
        </Link>
      </div>
    </main>
  );
}

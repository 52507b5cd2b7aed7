// Puts the API's field messages (a 400's `errors`, a 409 on the e-mail) beside the fields they name.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client.ts';

/** Returns true when at least one message found its field. */
export function showServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  const known = new Set<string>(fields);
  let shown = false;
  for (const { path, message } of error.errors) {
    if (known.has(path)) {
      setError(path as Path<T>, { type: 'server', message }, { shouldFocus: !shown });
      shown = true;
    }
  }
  // A duplicate e-mail is a 409 without field details.
  if (error.status === 409 && known.has('email')) {
    setError('email' as Path<T>, { type: 'server', message: error.message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}

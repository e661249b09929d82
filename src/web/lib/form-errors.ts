import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from './api-error';

/**
 * Puts the server's per-field messages under the matching inputs, and focuses the first of them,
 * which scrolls it into view on a phone where a long form hides it; true when there were any.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiRequestError) || !error.fields) return false;
  Object.entries(error.fields).forEach(([field, message], index) =>
    setError(field as Path<T>, { message }, { shouldFocus: index === 0 }),
  );
  return true;
}

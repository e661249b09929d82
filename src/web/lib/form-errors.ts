import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from './api-error';

/** Puts the server's per-field messages under the matching inputs; true when there were any. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiRequestError) || !error.fields) return false;
  for (const [field, message] of Object.entries(error.fields))
    setError(field as Path<T>, { message });
  return true;
}

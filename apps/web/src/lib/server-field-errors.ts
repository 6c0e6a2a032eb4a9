import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's field errors (`{ error: { fields } }`, parsed by api-client) onto a
 * react-hook-form form, each beside its field, and returns the fields it set. `only` limits them to
 * the form's own fields (a refused line of a cart has no field to show it beside); `except` leaves
 * some out. Nothing is set for a failure that names no field: the caller shows its message.
 */
export function setServerFieldErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  error: unknown,
  { only, except = [] }: { only?: readonly string[]; except?: readonly string[] } = {},
): string[] {
  if (!(error instanceof ApiError) || !error.fields) return [];
  const set: string[] = [];
  for (const [field, message] of Object.entries(error.fields)) {
    if (except.includes(field) || (only && !only.includes(field))) continue;
    setError(field as FieldPath<Values>, { type: 'server', message });
    set.push(field);
  }
  return set;
}

/** The message for the whole form: a failure's own, unless it named fields shown beside them. */
export function formLevelError(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0) return null;
  return error instanceof Error ? error.message : String(error);
}

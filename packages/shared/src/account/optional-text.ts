import { z } from 'zod';

/** An optional free-text field of a form: trimmed, at most max characters, and blank stored as null. */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => value || null)
    .nullable()
    .optional();

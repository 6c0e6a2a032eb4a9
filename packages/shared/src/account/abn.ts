/**
 * The Australian Business Number check of the Australian Business Register: subtract 1 from the
 * first digit, weight the 11 digits by 10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, and the sum must
 * divide by 89. No zod here, so a form can import the rule without a validator.
 */
export const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

/** The ABN as 11 digits, with the spaces people type removed; null when it is not 11 digits. */
export function normalizeAbn(input: string): string | null {
  const digits = input.replace(/\s+/g, '');
  return /^\d{11}$/.test(digits) ? digits : null;
}

/** True when the text is 11 digits (spaces allowed) and passes the ABN checksum. */
export function isValidAbn(input: string): boolean {
  const digits = normalizeAbn(input);
  if (!digits) return false;
  let sum = 0;
  for (let i = 0; i < 11; i++) {
    const digit = Number(digits[i]) - (i === 0 ? 1 : 0);
    sum += digit * ABN_WEIGHTS[i]!;
  }
  return sum % 89 === 0;
}

/** '51824753556' → '51 824 753 556', the way the register prints an ABN. */
export function formatAbn(input: string): string {
  const digits = normalizeAbn(input);
  if (!digits) return input;
  return `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`;
}

export const ABN_INVALID_MESSAGE =
  'Enter a valid ABN: 11 digits that pass the Australian Business Register check (e.g. 51 824 753 556)';

/** numeric(12,2) text from PostgreSQL to integer cents, so sums never drift. */
export const toCents = (amount: string | number | null) => Math.round(Number(amount ?? 0) * 100);

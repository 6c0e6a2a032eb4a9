/** A report as data; render-csv, render-xlsx and render-pdf turn it into files. */
/** decimal: a figure with up to two decimals (stock turns, margin percent with its decimal). */
export type ColumnKind = 'text' | 'date' | 'int' | 'decimal' | 'money' | 'percent';
/** A number in a column of mixed figures can say it is money. */
export type ReportCell = string | number | null | { money: number };

export interface ReportColumn {
  header: string;
  kind: ColumnKind;
}

export interface ReportSection {
  title: string;
  columns: ReportColumn[];
  rows: ReportCell[][];
  /** Said instead of an empty table (PDF); 'No orders in this period.' unless given. */
  empty?: string;
}

export interface Report {
  title: string;
  /** '1 Jun 2026 – 24 Nov 2026' */
  period: string;
  generatedAt: Date;
  /** The partner's analytics state USD (docs/product/partner-portal.md, Analytics); the staff's are AUD. */
  currency: 'USD' | 'AUD';
  sections: ReportSection[];
}

/** Whole cents as dollars, for a money column. */
export const centsToDollars = (cents: number) => cents / 100;

export const col = (header: string, kind: ColumnKind = 'text'): ReportColumn => ({ header, kind });

/** A section's rows and its Total row under them; no rows at all (the section says it is empty) when there are none. */
export const withTotalRow = (rows: ReportCell[][], total: ReportCell[]): ReportCell[][] =>
  rows.length === 0 ? [] : [...rows, total];

/** The cell's kind and bare value: money cells carry their own kind in a mixed column. */
export function cellValue(
  column: ReportColumn,
  cell: ReportCell,
): { kind: ColumnKind; value: string | number | null } {
  if (cell !== null && typeof cell === 'object') return { kind: 'money', value: cell.money };
  return { kind: column.kind, value: cell };
}

/** Text as people read it in files: money with 2 decimals, whole numbers, percent without the sign. */
export function cellText(column: ReportColumn, cell: ReportCell): string {
  const { kind, value } = cellValue(column, cell);
  if (value === null) return '';
  if (typeof value === 'number') return kind === 'money' ? value.toFixed(2) : String(value);
  return value;
}

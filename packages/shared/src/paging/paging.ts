import { z } from 'zod';

/**
 * One way every list route pages and names its records: the query fields a paged list takes, the
 * shape of a page it answers with, and the route parameter of one record. Each list's contract
 * spreads `pageQuery()` into its query schema and wraps its row schema in `pageOf()`; each route with
 * `:id` takes `idParams('Order')`, so a malformed id gets the same clear 400 everywhere.
 */
export function pageQuery({
  defaultSize = 25,
  maxSize = 100,
}: {
  defaultSize?: number;
  maxSize?: number;
} = {}) {
  return {
    page: z.coerce.number().int('Page must be a whole number').min(1, 'Page must be at least 1').default(1),
    pageSize: z.coerce
      .number()
      .int('Page size must be a whole number')
      .min(1, 'Page size must be at least 1')
      .max(maxSize, `Page size must be at most ${maxSize}`)
      .default(defaultSize),
  };
}

/**
 * How far past a page's first row a list counts its matches. Counting every one of a million orders
 * costs more than reading the page; past this many the count stops, `total` is this lower bound
 * (enough for the page and the next) and `totalCapped` says so: the pager reads "Page 1 of 400+".
 */
export const LIST_COUNT_CAP = 10_000;

/** A list's count of matches: exact, or stopped at LIST_COUNT_CAP past the page (`capped`). */
export interface Counted {
  total: number;
  capped: boolean;
}

/** A page of rows as every paged list answers: the rows, the count, and where this page is. */
export function pageOf<Row extends z.ZodType>(row: Row) {
  return z.object({
    items: z.array(row),
    total: z.number().int(),
    /** True when the count stopped at LIST_COUNT_CAP past this page: `total` is a lower bound. */
    totalCapped: z.boolean().optional(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

export interface Page<Row> {
  items: Row[];
  total: number;
  totalCapped?: boolean;
  page: number;
  pageSize: number;
}

/** The page a use case answers with, from the rows it read, their count and the query that asked. */
export function paged<Row>(
  items: Row[],
  counted: number | Counted,
  query: { page: number; pageSize: number },
): Page<Row> {
  const { total, capped } = typeof counted === 'number' ? { total: counted, capped: false } : counted;
  return {
    items,
    total,
    ...(capped ? { totalCapped: true } : {}),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The `:id` route parameter of one record, named in its message ('Order id must be a UUID'). */
export function idParams(record: string) {
  return z.object({ id: z.uuid(`${record} id must be a UUID`) });
}

/** The rows to skip for a page (page 1 skips none). */
export function pageOffset(query: { page: number; pageSize: number }): number {
  return (query.page - 1) * query.pageSize;
}

import type { StockTurns, StorefrontAnalytics } from '@party/shared';
import { useId } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatCount } from '@/features/analytics/format';
import { formatTurns } from '@/features/analytics/staff-format';

function ListCard({
  title,
  columns,
  rows,
  empty,
}: {
  title: string;
  columns: { label: string; numeric?: boolean }[];
  rows: { key: string; cells: (string | number)[] }[];
  empty: string;
}) {
  const titleId = useId();
  return (
    <Card className="h-full min-w-0">
      <CardHeader>
        <CardTitle as="h3" id={titleId} className="text-base">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-muted-foreground text-sm">{empty}</p>
        ) : (
          // A region that scrolls sideways on narrow screens, reachable by keyboard to scroll it.
          <section
            aria-labelledby={titleId}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
            tabIndex={0}
            className="relative w-full overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-ring"
          >
            <table data-slot="table" className="w-full caption-bottom text-sm">
              <TableHeader>
                <TableRow>
                  {columns.map((c) => (
                    <TableHead key={c.label} className={c.numeric ? 'text-right' : undefined}>
                      {c.label}
                    </TableHead>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.key}>
                    {row.cells.map((cell, i) => (
                      <TableCell
                        key={columns[i]!.label}
                        className={columns[i]!.numeric ? 'text-right tabular-nums' : undefined}
                      >
                        {cell}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </table>
          </section>
        )}
      </CardContent>
    </Card>
  );
}

/** The products that sold most in the range, with their stock at both ends and their turns. */
export function TopStockProducts({ products }: { products: StockTurns['topProducts'] }) {
  return (
    <ListCard
      title="Top Products by Units Sold"
      empty="No products sold in this period"
      columns={[
        { label: 'Product' },
        { label: 'Category' },
        { label: 'Units Sold', numeric: true },
        { label: 'Stock at Start', numeric: true },
        { label: 'Stock at End', numeric: true },
        { label: 'Stock Turns', numeric: true },
      ]}
      rows={products.map((p) => ({
        key: p.productId,
        cells: [
          p.name,
          p.label,
          formatCount(p.unitsSold),
          formatCount(p.startStock),
          formatCount(p.endStock),
          formatTurns(p.turns),
        ],
      }))}
    />
  );
}

export function TopSearches({ queries }: { queries: StorefrontAnalytics['topQueries'] }) {
  return (
    <ListCard
      title="Top Searches"
      empty="No searches in this period"
      columns={[
        { label: 'Query' },
        { label: 'Searches', numeric: true },
        { label: 'Without Results', numeric: true },
      ]}
      rows={queries.map((q) => ({
        key: q.query,
        cells: [q.query, formatCount(q.searches), formatCount(q.noResults)],
      }))}
    />
  );
}

export function TopPages({ pages }: { pages: StorefrontAnalytics['topPages'] }) {
  return (
    <ListCard
      title="Top Pages"
      empty="No page views in this period"
      columns={[{ label: 'Page' }, { label: 'Views', numeric: true }]}
      rows={pages.map((p) => ({ key: p.path, cells: [p.path, formatCount(p.views)] }))}
    />
  );
}

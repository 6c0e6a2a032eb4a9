import type { StockTurns, StorefrontAnalytics } from '@party/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@/components/data-table';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCount } from '@/features/analytics/format';
import { formatTurns } from '@/features/analytics/staff-format';

const numeric = { className: 'text-right tabular-nums' };

/** A titled card holding one short top-N table the server sends whole (or `empty` when it has no rows). */
function ListCard<Row>({
  title,
  columns,
  rows,
  getRowId,
  empty,
}: {
  title: string;
  columns: ColumnDef<Row, unknown>[];
  rows: Row[];
  getRowId: (row: Row) => string;
  empty: string;
}) {
  return (
    <Card className="h-full min-w-0">
      <CardHeader>
        <CardTitle as="h3" className="text-base">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-muted-foreground text-sm">{empty}</p>
        ) : (
          <DataTable caption={title} columns={columns} data={rows} getRowId={getRowId} />
        )}
      </CardContent>
    </Card>
  );
}

type TopProduct = StockTurns['topProducts'][number];
const topProductColumns: ColumnDef<TopProduct, unknown>[] = [
  { id: 'product', header: 'Product', cell: ({ row }) => row.original.name },
  { id: 'category', header: 'Category', cell: ({ row }) => row.original.label },
  {
    id: 'unitsSold',
    header: 'Units Sold',
    meta: numeric,
    cell: ({ row }) => formatCount(row.original.unitsSold),
  },
  {
    id: 'startStock',
    header: 'Stock at Start',
    meta: numeric,
    cell: ({ row }) => formatCount(row.original.startStock),
  },
  {
    id: 'endStock',
    header: 'Stock at End',
    meta: numeric,
    cell: ({ row }) => formatCount(row.original.endStock),
  },
  { id: 'turns', header: 'Stock Turns', meta: numeric, cell: ({ row }) => formatTurns(row.original.turns) },
];

/** The products that sold most in the range, with their stock at both ends and their turns. */
export function TopStockProducts({ products }: { products: StockTurns['topProducts'] }) {
  return (
    <ListCard
      title="Top Products by Units Sold"
      empty="No products sold in this period"
      columns={topProductColumns}
      rows={products}
      getRowId={(p) => p.productId}
    />
  );
}

type TopQuery = StorefrontAnalytics['topQueries'][number];
const topQueryColumns: ColumnDef<TopQuery, unknown>[] = [
  { id: 'query', header: 'Query', cell: ({ row }) => row.original.query },
  {
    id: 'searches',
    header: 'Searches',
    meta: numeric,
    cell: ({ row }) => formatCount(row.original.searches),
  },
  {
    id: 'noResults',
    header: 'Without Results',
    meta: numeric,
    cell: ({ row }) => formatCount(row.original.noResults),
  },
];

export function TopSearches({ queries }: { queries: StorefrontAnalytics['topQueries'] }) {
  return (
    <ListCard
      title="Top Searches"
      empty="No searches in this period"
      columns={topQueryColumns}
      rows={queries}
      getRowId={(q) => q.query}
    />
  );
}

type TopPage = StorefrontAnalytics['topPages'][number];
const topPageColumns: ColumnDef<TopPage, unknown>[] = [
  { id: 'page', header: 'Page', cell: ({ row }) => row.original.path },
  { id: 'views', header: 'Views', meta: numeric, cell: ({ row }) => formatCount(row.original.views) },
];

export function TopPages({ pages }: { pages: StorefrontAnalytics['topPages'] }) {
  return (
    <ListCard
      title="Top Pages"
      empty="No page views in this period"
      columns={topPageColumns}
      rows={pages}
      getRowId={(p) => p.path}
    />
  );
}

import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { DataTable } from '@/components/data-table';
import { ListSkeleton } from '@/components/list/list-states';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** One of an administration page's recent lists: a titled card around a small table. */
export function RecentTable<Row>({
  title,
  rows,
  columns,
  getRowId,
  emptyMessage,
  loading,
  action,
}: {
  title: string;
  rows: Row[] | undefined;
  columns: ColumnDef<Row, unknown>[];
  getRowId: (row: Row) => string;
  emptyMessage: string;
  loading: boolean;
  action?: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle as="h2">{title}</CardTitle>
        {action}
      </CardHeader>
      <CardContent>
        {rows ? (
          <DataTable
            caption={title}
            columns={columns}
            data={rows}
            getRowId={getRowId}
            emptyMessage={emptyMessage}
          />
        ) : loading ? (
          <ListSkeleton label={`Loading ${title.toLowerCase()}...`} />
        ) : null}
      </CardContent>
    </Card>
  );
}

import type * as React from 'react';
import { useId } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

export interface DataTable {
  columns: string[];
  rows: (string | number)[][];
}

/**
 * A chart with its text alternative: a one-line summary for screen readers and the same figures as
 * a table anyone can open.
 */
export function ChartCard({
  title,
  summary,
  table,
  empty,
  emptyText = 'No orders in this period',
  children,
}: {
  title: string;
  summary: string;
  table: DataTable;
  empty: boolean;
  /** What an empty chart says instead. */
  emptyText?: string;
  children: React.ReactNode;
}) {
  const titleId = useId();
  return (
    <Card className="h-full min-w-0">
      <CardHeader>
        <CardTitle id={titleId} className="text-base">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {empty ? (
          <p className="flex h-48 items-center justify-center rounded-md border border-dashed text-muted-foreground text-sm">
            {emptyText}
          </p>
        ) : (
          <>
            <figure aria-labelledby={titleId} className="m-0">
              <figcaption className="sr-only">{summary}</figcaption>
              <div className="h-64 w-full" aria-hidden="true">
                {children}
              </div>
            </figure>
            <details className="text-sm">
              <summary className="cursor-pointer text-muted-foreground">Show as table</summary>
              {/* A wide table scrolls sideways in its own box (focusable, to scroll by keyboard), not the page. */}
              <div
                data-slot="table-container"
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
                tabIndex={0}
                className="mt-2 w-full overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-ring"
              >
                <table className="w-full text-left">
                  <caption className="sr-only">{title}</caption>
                  <thead>
                    <tr>
                      {table.columns.map((c) => (
                        <th key={c} scope="col" className="border-b py-1 pr-2 font-medium">
                          {c}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {table.rows.map((row, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a fixed table whose rows may start alike (two partners of one name).
                      <tr key={`${index}:${String(row[0])}`}>
                        {row.map((cell, i) => (
                          <td key={table.columns[i]} className="border-b py-1 pr-2 tabular-nums">
                            {cell}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          </>
        )}
      </CardContent>
    </Card>
  );
}

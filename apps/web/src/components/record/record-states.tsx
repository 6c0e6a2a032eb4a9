import { FileQuestionIcon } from 'lucide-react';
import type * as React from 'react';
import { EmptyState } from '@/components/empty-state';
import { ListError, type ListQueryState, ListSkeleton } from '@/components/list/list-states';
import { ApiError } from '@/lib/api-client';

/** The part of a TanStack Query result a single record's states read (the same as a list's). */
export type RecordQueryState<Data> = ListQueryState<Data>;

/** True when the server answered that the record is not there (or not this user's: the same 404). */
export function isNotFound(error: Error | null): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * The loading, not-found and error states every screen that shows one record (an order, a quote, a
 * ticket) goes through, before `children(record)`: loading → a skeleton read to screen readers as
 * `loadingLabel`; a 404 → `notFound` (an empty state titled `notFoundTitle` by default, no retry: trying
 * again cannot find it); any other failure → the server's reason inline with Try Again. A record
 * already shown stays while a refetch runs (marked busy) or fails.
 */
export function RecordStates<Data>({
  query,
  loadingLabel,
  loading,
  errorTitle,
  notFoundTitle,
  notFound,
  className,
  children,
}: {
  query: RecordQueryState<Data>;
  /** Read to screen readers while loading ('Loading order'). */
  loadingLabel: string;
  /** Replaces the default skeleton (one shaped like the record, say). */
  loading?: React.ReactNode;
  /** 'Could not load this order.' */
  errorTitle: string;
  /** 'Order not found.' */
  notFoundTitle: string;
  /** Replaces the default not-found state (a link back to the list, say). */
  notFound?: React.ReactNode;
  className?: string;
  children: (record: Data) => React.ReactNode;
}) {
  let content: React.ReactNode;
  if (query.data !== undefined) content = children(query.data);
  else if (query.isError)
    content = isNotFound(query.error) ? (
      (notFound ?? <EmptyState icon={FileQuestionIcon} title={notFoundTitle} />)
    ) : (
      <ListError title={errorTitle} error={query.error} onRetry={query.refetch} />
    );
  else content = loading ?? <ListSkeleton label={loadingLabel} rows={4} rowClassName="h-8" />;
  return (
    <div aria-busy={query.isFetching} className={className}>
      {content}
    </div>
  );
}

/**
 * One record read from several queries (checkout's cart and delivery methods), for RecordStates:
 * its data (each query's, in order) once every one has answered, pending until then, failed when any
 * failed (the first failure's error), busy while any refetches; Try Again refetches them all.
 */
export function combinedQuery<Datas extends unknown[]>(
  queries: {
    [K in keyof Datas]: RecordQueryState<Datas[K]>;
  },
): RecordQueryState<Datas> {
  const all = queries as readonly RecordQueryState<unknown>[];
  const answered = all.every((query) => query.data !== undefined);
  return {
    data: answered ? (all.map((query) => query.data) as Datas) : undefined,
    isPending: !answered,
    isError: all.some((query) => query.isError),
    isFetching: all.some((query) => query.isFetching),
    error: all.find((query) => query.error)?.error ?? null,
    refetch: () => Promise.all(all.map((query) => query.refetch())),
  };
}

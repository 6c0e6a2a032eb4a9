import { AlertCircleIcon, type LucideIcon, SearchXIcon } from 'lucide-react';
import type * as React from 'react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import type { ListFiltered } from './use-list-params';

/** The part of a TanStack Query result a list's states read. */
export interface ListQueryState<Data> {
  data: Data | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/** Placeholder rows while a list loads, announced once to screen readers. */
export function ListSkeleton({
  label,
  rows = 3,
  rowClassName = 'h-12',
  className,
}: {
  label: string;
  rows?: number;
  rowClassName?: string;
  className?: string;
}) {
  return (
    <div role="status" aria-busy="true" className={cn('flex flex-col gap-2', className)}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
        <Skeleton key={index} className={rowClassName} />
      ))}
    </div>
  );
}

/** A list that could not be read: what failed, the server's reason and Try Again. */
export function ListError({
  title,
  error,
  onRetry,
  icon = AlertCircleIcon,
}: {
  title: string;
  error: Error | null;
  onRetry?: () => unknown;
  icon?: LucideIcon;
}) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={error?.message}
      action={onRetry && <Button onClick={() => void onRetry()}>Try Again</Button>}
    />
  );
}

/** What a list says when it has rows but none match its search or filters. */
export const NO_MATCH_TITLE = 'Nothing matches your search or filters.';

/** A search or filter that found nothing: says so, and offers the way back to the whole list. */
export function NoMatchState({ title = NO_MATCH_TITLE, onClear }: { title?: string; onClear: () => void }) {
  return (
    <EmptyState
      icon={SearchXIcon}
      title={title}
      description="Try other words or another filter."
      action={
        <Button variant="outline" onClick={onClear}>
          Clear search and filters
        </Button>
      }
    />
  );
}

/**
 * The loading, error and empty states every list screen shows, around the list itself:
 * loading → `loading` (a ListSkeleton by default); failed with nothing to show → `error` (ListError
 * with Try Again by default); nothing found → `empty`, or, while `filtered` (useListParams'
 * `list.filtered`) says a search or filter is on, a NoMatchState (`noMatchTitle`, with Clear search
 * and filters); else `children(data)`. A list already shown
 * stays while a refetch runs (marked busy) or fails (the screen may toast).
 */
export function ListStates<Data>({
  query,
  isEmpty,
  loadingLabel,
  loading,
  errorTitle,
  error,
  empty,
  filtered,
  noMatchTitle,
  className,
  children,
}: {
  query: ListQueryState<Data>;
  isEmpty: (data: Data) => boolean;
  /** Read to screen readers while loading ('Loading orders'). */
  loadingLabel: string;
  loading?: React.ReactNode;
  errorTitle: string;
  /** Replaces the default error state (an inline alert, say). */
  error?: (error: Error | null) => React.ReactNode;
  empty: React.ReactNode;
  /** The list's search and filters (`list.filtered`): an empty result under them is "no match", not `empty`. */
  filtered?: ListFiltered;
  /** The no-match title ('No orders match your search.'); NO_MATCH_TITLE by default. */
  noMatchTitle?: string;
  className?: string;
  children: (data: Data) => React.ReactNode;
}) {
  let content: React.ReactNode;
  if (query.data !== undefined)
    content = !isEmpty(query.data) ? (
      children(query.data)
    ) : filtered?.active ? (
      <NoMatchState title={noMatchTitle} onClear={filtered.clear} />
    ) : (
      empty
    );
  else if (query.isError)
    content = error ? (
      error(query.error)
    ) : (
      <ListError title={errorTitle} error={query.error} onRetry={query.refetch} />
    );
  else content = loading ?? <ListSkeleton label={loadingLabel} />;
  return (
    <div aria-busy={query.isFetching} className={className}>
      {content}
    </div>
  );
}

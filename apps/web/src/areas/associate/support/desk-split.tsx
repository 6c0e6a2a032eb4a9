import type { LucideIcon } from 'lucide-react';
import { ArrowLeftIcon } from 'lucide-react';
import type * as React from 'react';
import { EmptyState } from '@/components/empty-state';
import { type ListQueryState, ListStates } from '@/components/list/list-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/** One entry of a desk list: a button that opens it, marked while it is the one open. */
export function DeskItemButton({
  selected,
  onClick,
  children,
}: {
  selected: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-current={selected ? 'true' : undefined}
      onClick={onClick}
      className={cn(
        'flex w-full flex-col gap-1 rounded-md border p-3 text-left hover:bg-accent focus-visible:outline-2',
        selected && 'border-primary bg-accent',
      )}
    >
      {children}
    </button>
  );
}

/**
 * The support desk's list beside the one it opens (Tickets, Chats): the list card with its loading,
 * error and empty states; on a wide screen the open one shows beside the list, on a phone (one
 * column) in its place, with a Back button to the list.
 */
export function DeskSplit<Item extends { id: string }>({
  title,
  query,
  loadingLabel,
  errorTitle,
  empty,
  renderItem,
  open,
  onBack,
  placeholder,
}: {
  /** The list's title and name, as in "Back to {title}". */
  title: string;
  query: ListQueryState<{ items: readonly Item[] }>;
  loadingLabel: string;
  errorTitle: string;
  empty: React.ReactNode;
  renderItem: (item: Item) => React.ReactNode;
  /** The open item's detail, or null when none is open. */
  open: React.ReactNode | null;
  onBack: () => void;
  placeholder: { icon: LucideIcon; title: string; description: string };
}) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(18rem,24rem)_minmax(0,1fr)]">
      <Card className={cn('min-w-0', open && 'max-lg:hidden')}>
        <CardHeader>
          <CardTitle>{title}</CardTitle>
        </CardHeader>
        <CardContent>
          <ListStates
            query={query}
            isEmpty={(data) => data.items.length === 0}
            loadingLabel={loadingLabel}
            loading={
              <p role="status" className="text-muted-foreground">
                {loadingLabel}
              </p>
            }
            errorTitle={errorTitle}
            empty={empty}
          >
            {(data) => (
              <ul aria-label={title} className="flex flex-col gap-2">
                {data.items.map((item) => (
                  <li key={item.id}>{renderItem(item)}</li>
                ))}
              </ul>
            )}
          </ListStates>
        </CardContent>
      </Card>
      {open ? (
        <div className="flex min-w-0 flex-col gap-2">
          <Button variant="outline" className="w-fit lg:hidden" onClick={onBack}>
            <ArrowLeftIcon aria-hidden="true" /> Back to {title}
          </Button>
          {open}
        </div>
      ) : (
        <EmptyState
          className="max-lg:hidden"
          icon={placeholder.icon}
          title={placeholder.title}
          description={placeholder.description}
        />
      )}
    </div>
  );
}

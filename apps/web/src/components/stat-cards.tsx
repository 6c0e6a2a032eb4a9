import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

export interface Stat {
  label: string;
  value: React.ReactNode;
  icon?: LucideIcon;
  /** A line under the value (a change from the previous period, a short explanation). */
  hint?: React.ReactNode;
  /** The screen behind the figure: the whole card becomes a link to it (a dashboard's work list). */
  to?: string;
}

/**
 * A row of figures at the top of a screen (the vendor's Total Products, Available, Avg. Price,
 * Categories; the partner's KPIs): a list of cards, each a title, its value and an optional hint.
 * While `loading`, each card shows a placeholder for its value.
 */
export function StatCards({
  label,
  stats,
  loading = false,
  headingLevel = 'h2',
  className,
}: {
  /** Names the list for screen readers ('Key figures'). */
  label: string;
  stats: readonly Stat[];
  loading?: boolean;
  headingLevel?: 'h2' | 'h3';
  className?: string;
}) {
  return (
    <ul
      className={cn('grid gap-4 sm:grid-cols-2 xl:grid-cols-4', className)}
      aria-label={label}
      aria-busy={loading}
    >
      {stats.map((stat) => {
        const card = (
          <Card className={cn('h-full', stat.to && 'transition-colors hover:border-primary')}>
            <CardHeader className="flex flex-row items-center justify-between gap-2 pb-2">
              <CardTitle as={headingLevel} className="font-medium text-muted-foreground text-sm">
                {stat.label}
              </CardTitle>
              {stat.icon && <stat.icon className="size-4 text-muted-foreground" aria-hidden="true" />}
            </CardHeader>
            <CardContent className="flex flex-col gap-1">
              {loading ? (
                <Skeleton className="h-8 w-24" />
              ) : (
                <p className="font-semibold text-2xl tabular-nums">{stat.value}</p>
              )}
              {!loading && stat.hint}
            </CardContent>
          </Card>
        );
        return (
          <li key={stat.label}>
            {stat.to ? (
              <Link
                to={stat.to}
                className="block h-full rounded-xl focus-visible:outline-2 focus-visible:outline-ring"
              >
                {card}
              </Link>
            ) : (
              card
            )}
          </li>
        );
      })}
    </ul>
  );
}

import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/utils';

export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  className,
}: {
  icon?: LucideIcon;
  title: string;
  description?: React.ReactNode;
  action?: React.ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed p-8 text-center',
        className,
      )}
    >
      {Icon && <Icon className="size-10 text-muted-foreground" aria-hidden="true" />}
      <p className="font-medium text-base">{title}</p>
      {description && <p className="max-w-md text-muted-foreground text-sm">{description}</p>}
      {action}
    </div>
  );
}

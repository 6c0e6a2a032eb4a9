import { cn } from '@/lib/utils';

/** Opening hours as a two-column definition list: the days, then the time. */
export function HoursList({
  hours,
  className,
}: {
  hours: readonly { days: string; time: string }[];
  className?: string;
}) {
  return (
    <dl className={cn('grid grid-cols-[auto_1fr] gap-y-1', className)}>
      {hours.map((row) => (
        <div key={row.days} className="contents">
          <dt className="text-muted-foreground">{row.days}</dt>
          <dd>{row.time}</dd>
        </div>
      ))}
    </dl>
  );
}

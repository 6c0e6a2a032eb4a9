import 'react-day-picker/style.css';
import { CalendarIcon } from 'lucide-react';
import { type CSSProperties, useState } from 'react';
import { DayPicker } from 'react-day-picker';
// The one locale's module: 'react-day-picker/locale' loads every language's.
import { enAU } from 'react-day-picker/locale/en-AU';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import type { AnalyticsRange } from './api';
import { type DraftRange, fromIsoDay, type PresetId, pickDay, presetRange, toIsoDay } from './date-range';
import { formatDay } from './format';

const presets: { id: PresetId; label: string }[] = [
  { id: 'last-30-days', label: 'Last 30 days' },
  { id: 'last-3-months', label: 'Last 3 months' },
];

const calendarTheme = {
  '--rdp-accent-color': 'var(--primary)',
  '--rdp-accent-background-color': 'color-mix(in srgb, var(--primary) 12%, transparent)',
  '--rdp-day-height': '2.25rem',
  '--rdp-day-width': '2.25rem',
  '--rdp-day_button-height': '2.1rem',
  '--rdp-day_button-width': '2.1rem',
} as CSSProperties;

/** The label of the range shown on the button: the default is the last 6 months. */
export function rangeLabel(range: AnalyticsRange): string {
  return range ? `${formatDay(range.from)} – ${formatDay(range.to)}` : 'Last 6 months';
}

/** The presets and Clear, each applied at once. */
function PresetButtons({ onApply }: { onApply: (range: AnalyticsRange) => void }) {
  return (
    <div className="flex flex-wrap gap-2 border-b pb-3">
      {presets.map((preset) => (
        <Button key={preset.id} size="sm" variant="secondary" onClick={() => onApply(presetRange(preset.id))}>
          {preset.label}
        </Button>
      ))}
      <Button size="sm" variant="ghost" onClick={() => onApply(null)}>
        Clear
      </Button>
    </div>
  );
}

/**
 * docs/product/partner-portal.md (analytics): presets 'Last 30 days', 'Last 3 months', 'Clear' and a two-month range
 * calendar; picking the end before the start swaps them. The range applies once both ends are set.
 */
export function DateRangePicker({
  value,
  onChange,
}: {
  value: AnalyticsRange;
  onChange: (range: AnalyticsRange) => void;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DraftRange>({ from: undefined, to: undefined });

  function openChange(next: boolean) {
    setOpen(next);
    if (next)
      setDraft(
        value
          ? { from: fromIsoDay(value.from), to: fromIsoDay(value.to) }
          : { from: undefined, to: undefined },
      );
  }

  function apply(range: AnalyticsRange) {
    onChange(range);
    setOpen(false);
  }

  function clickDay(day: Date) {
    const next = pickDay(draft, day);
    setDraft(next.draft);
    if (next.done && next.draft.from && next.draft.to) {
      apply({ from: toIsoDay(next.draft.from), to: toIsoDay(next.draft.to) });
    }
  }

  const today = new Date();
  return (
    <Popover open={open} onOpenChange={openChange}>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          className="min-w-56 justify-start"
          aria-label={`Date range: ${rangeLabel(value)}`}
        >
          <CalendarIcon aria-hidden="true" />
          {rangeLabel(value)}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-auto max-w-[calc(100vw-2rem)] p-3">
        <PresetButtons onApply={apply} />
        <p className="pt-2 text-muted-foreground text-sm" aria-live="polite">
          {draft.from && !draft.to
            ? `From ${formatDay(toIsoDay(draft.from))}: pick the other end.`
            : 'Pick the first day.'}
        </p>
        <DayPicker
          mode="range"
          numberOfMonths={2}
          locale={enAU}
          selected={draft}
          onSelect={(_selected, day) => clickDay(day)}
          defaultMonth={draft.from ?? new Date(today.getFullYear(), today.getMonth() - 1, 1)}
          disabled={{ after: today }}
          style={calendarTheme}
        />
      </PopoverContent>
    </Popover>
  );
}

import type { WorkProgress } from '@party/shared';
import { useRef, useState } from 'react';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useLiveInvalidate } from '@/lib/use-live-invalidate';

/** 240000 → '240,000'. */
export const countText = (n: number) => n.toLocaleString('en-AU');

/**
 * Follows one long run at a time (a bulk change, a CSV export or import) on the live stream:
 * `start()` makes the id the request sends as `?progressId=` and forgets the last run; `progress` is
 * the latest step the server told of this run, null before the first (progress/contract.ts).
 */
export function useWorkProgress() {
  const [progress, setProgress] = useState<WorkProgress | null>(null);
  const following = useRef<string | null>(null);
  useLiveInvalidate({
    events: ['work.progress'],
    queryKeys: [],
    matches: (data) => (data as WorkProgress).progressId === following.current,
    onEvent: (data) => setProgress(data as WorkProgress),
  });
  return {
    progress,
    start(): string {
      following.current = newIdempotencyKey();
      setProgress(null);
      return following.current;
    },
  };
}

/** How far a step has got, from 0 to 1 (a run of nothing is done). */
export const shareDone = (step: { done: number; total: number }) =>
  step.total > 0 ? Math.min(1, step.done / step.total) : 1;

/**
 * A run's progress bar with its text, which screen readers hear as it changes. `share` is how far
 * it has got, from 0 to 1 (null: under way, not yet told); `name` names the bar (its text when absent).
 */
export function WorkProgressBar({
  text,
  share,
  name,
}: {
  text: string;
  share: number | null;
  name?: string;
}) {
  const percent = Math.round(Math.min(1, Math.max(0, share ?? 0)) * 100);
  return (
    <div className="flex flex-col gap-1">
      <div
        role="progressbar"
        aria-label={name ?? text}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={share === null ? undefined : percent}
        aria-valuetext={text}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-all" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {text}
      </p>
    </div>
  );
}

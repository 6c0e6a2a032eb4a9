import { countOf } from '@party/shared/text/plural';
import { StarIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/** Five stars, filled to the rating rounded to the nearest whole; the number is read out as text. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.round(rating);
  return (
    <span
      className={cn('inline-flex items-center gap-0.5', className)}
      role="img"
      aria-label={`${rating} out of 5 stars`}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon
          key={star}
          aria-hidden="true"
          className={cn(
            'size-4',
            star <= filled ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground/50',
          )}
        />
      ))}
    </span>
  );
}

/** Rating 1 to 5 as a radio group of stars (arrow keys move between them). */
export function StarRatingInput({
  value,
  onChange,
  name,
  labelledBy,
}: {
  value: number;
  onChange: (rating: number) => void;
  name: string;
  labelledBy: string;
}) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="flex items-center gap-1">
      {[1, 2, 3, 4, 5].map((star) => (
        <label
          key={star}
          className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
        >
          <input
            type="radio"
            name={name}
            value={star}
            checked={value === star}
            onChange={() => onChange(star)}
            className="sr-only"
            aria-label={countOf(star, { one: 'star', other: 'stars' })}
          />
          <StarIcon
            aria-hidden="true"
            className={cn(
              'size-7',
              star <= value ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground/50',
            )}
          />
        </label>
      ))}
      <span className="ml-2 text-muted-foreground text-sm">{value} of 5</span>
    </div>
  );
}

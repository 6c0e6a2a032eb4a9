import { zodResolver } from '@hookform/resolvers/zod';
import {
  REVIEW_RATING_DEFAULT,
  type ReviewInput,
  type ReviewList as ReviewListData,
  type ReviewValues,
  reviewInputSchema,
  reviewMessages,
} from '@party/shared';
import { MessageSquareIcon } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { EmptyState } from '@/components/empty-state';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useAddReview } from '@/features/reviews/api';
import { formatDate } from '@/lib/format';
import { StarRating, StarRatingInput } from './star-rating';

/** The 'Reviews (n)' tab: newest first, every reviewer 'Anonymous'. */
export function ReviewsTab({ reviews }: { reviews: ReviewListData }) {
  if (reviews.items.length === 0)
    return (
      <EmptyState
        icon={MessageSquareIcon}
        title="No reviews yet"
        description="Be the first to review this product in the Write a Review tab."
      />
    );
  return (
    <ul className="flex flex-col gap-4" aria-label="Reviews">
      {reviews.items.map((review) => (
        <li
          key={review.id}
          data-testid="review"
          className="flex flex-col gap-2 rounded-xl border bg-card p-4"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <StarRating rating={review.rating} />
            <span className="text-muted-foreground text-sm">{formatDate(review.createdAt)}</span>
          </div>
          <h3 className="font-semibold text-base">{review.title}</h3>
          <p className="whitespace-pre-line text-sm">{review.comment}</p>
          <p className="text-muted-foreground text-sm">
            {review.reviewerName}
            {review.mine ? ' (your review)' : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}

const emptyReview: ReviewInput = { rating: REVIEW_RATING_DEFAULT, title: '', comment: '' };

/** The 'Write a Review' tab: rating 1 to 5 (default 5), title and comment non-blank (spec 2 section 5). */
export function WriteReviewForm({
  productId,
  reviewedByMe,
  onAdded,
}: {
  productId: string;
  reviewedByMe: boolean;
  onAdded: () => void;
}) {
  const ratingLabel = useId();
  const addReview = useAddReview(productId);
  const form = useForm<ReviewInput, unknown, ReviewValues>({
    resolver: zodResolver(reviewInputSchema),
    defaultValues: emptyReview,
  });
  const errors = form.formState.errors;

  if (reviewedByMe)
    return (
      <EmptyState
        icon={MessageSquareIcon}
        title="You have reviewed this product"
        description="Thank you! Each partner may review a product once; yours is in the Reviews tab."
      />
    );

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await addReview.mutateAsync(values);
        toast.success(reviewMessages.added);
        form.reset(emptyReview);
        onAdded();
      } catch (error) {
        toast.error(reviewMessages.addFailed, { description: (error as Error).message });
      }
    },
    () => toast.error(reviewMessages.fieldsRequired),
  );

  return (
    <form onSubmit={submit} noValidate className="flex max-w-2xl flex-col gap-4">
      <div className="flex flex-col gap-2">
        <p id={ratingLabel} className="font-medium text-sm leading-none">
          Rating
        </p>
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <StarRatingInput
              name={field.name}
              value={Number(field.value ?? REVIEW_RATING_DEFAULT)}
              onChange={field.onChange}
              labelledBy={ratingLabel}
            />
          )}
        />
      </div>
      <FormField label="Title" error={errors.title?.message}>
        <Input {...form.register('title')} placeholder="Sum up your experience" maxLength={120} />
      </FormField>
      <FormField label="Comment" error={errors.comment?.message}>
        <Textarea
          {...form.register('comment')}
          rows={5}
          placeholder="What did you like or dislike?"
          maxLength={2000}
        />
      </FormField>
      <Button type="submit" className="w-fit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Submitting...' : 'Submit Review'}
      </Button>
    </form>
  );
}

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
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { EmptyState } from '@/components/empty-state';
import { useZodForm } from '@/components/form-dialog';
import { FormPanel } from '@/components/form-panel';
import { FormTextField } from '@/components/form-text-field';
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

/**
 * The 'Write a Review' tab: rating 1 to 5 (default 5), title and comment non-blank (docs/product/partner-
 * portal.md).
 */
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
  const form = useZodForm(reviewInputSchema, { defaultValues: emptyReview });

  if (reviewedByMe)
    return (
      <EmptyState
        icon={MessageSquareIcon}
        title="You have reviewed this product"
        description="Thank you! Each partner may review a product once; yours is in the Reviews tab."
      />
    );

  const submit = async (values: ReviewValues) => {
    await addReview.mutateAsync(values);
    toast.success(reviewMessages.added);
    form.reset(emptyReview);
    onAdded();
  };

  return (
    <FormPanel
      form={form}
      onSubmit={submit}
      onError={(error) => toast.error(reviewMessages.addFailed, { description: (error as Error).message })}
      // A submit the rules refused also says so in a toast, beside the messages under the fields.
      onInvalid={() => toast.error(reviewMessages.fieldsRequired)}
      submitLabel="Submit Review"
      pendingLabel="Submitting..."
      className="max-w-2xl"
    >
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
      <FormTextField
        control={form.control}
        name="title"
        label="Title"
        placeholder="Sum up your experience"
        maxLength={120}
      />
      <FormTextField
        control={form.control}
        name="comment"
        label="Comment"
        multiline
        rows={5}
        placeholder="What did you like or dislike?"
      />
    </FormPanel>
  );
}

import { wishlistMessages } from '@party/shared/wishlist/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HeartIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useAddToWishlist, useRemoveFromWishlist, wishlistQueryKey, wishlistQueryOptions } from './api';

/** The toasts are worded differently on a shop card and on the product page. */
const toasts = {
  card: { added: wishlistMessages.productAdded, removed: wishlistMessages.productRemoved },
  detail: { added: wishlistMessages.added, removed: wishlistMessages.removed },
} as const;

interface WishlistHeartProps {
  productId: string;
  productName: string;
  /** Which screen it sits on: 'card' (the shop) or 'detail' (the product page). */
  place: keyof typeof toasts;
  className?: string;
}

/** The wishlist heart: filled when the product is saved; a press saves or removes it. */
export function WishlistHeart({ productId, productName, place, className }: WishlistHeartProps) {
  const queryClient = useQueryClient();
  const wishlist = useQuery(wishlistQueryOptions);
  const add = useAddToWishlist();
  const remove = useRemoveFromWishlist();
  const saved = wishlist.data?.items.some((item) => item.productId === productId) ?? false;
  const busy = add.isPending || remove.isPending || wishlist.isPending;

  function toggle() {
    if (saved) {
      remove.mutate(
        { productId },
        {
          onSuccess: () => toast.success(toasts[place].removed),
          onError: (error) => toast.error(wishlistMessages.removeFailed, { description: error.message }),
        },
      );
      return;
    }
    add.mutate(productId, {
      onSuccess: () => toast.success(toasts[place].added),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          toast.info(wishlistMessages.duplicate);
          void queryClient.invalidateQueries({ queryKey: wishlistQueryKey });
        } else toast.error(wishlistMessages.addFailed, { description: error.message });
      },
    });
  }

  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      aria-pressed={saved}
      aria-label={saved ? `Remove ${productName} from wishlist` : `Add ${productName} to wishlist`}
      title={saved ? 'Remove from wishlist' : 'Add to wishlist'}
      disabled={busy}
      onClick={toggle}
      className={cn('relative z-10 rounded-full', className)}
    >
      <HeartIcon
        aria-hidden="true"
        className={cn(
          'size-5 transition-colors',
          saved ? 'fill-rose-500 text-rose-600' : 'text-muted-foreground',
        )}
      />
    </Button>
  );
}

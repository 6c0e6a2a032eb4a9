import { type StockStatus, type WishlistItem, wishlistMessages } from '@party/shared';
import { categoryLabel } from '@party/shared/catalog/categories';
import { countOf } from '@party/shared/text/plural';
import { useQuery } from '@tanstack/react-query';
import { EyeIcon, HeartIcon, ShoppingCartIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ListStates } from '@/components/list/list-states';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { ProductImage } from '@/features/catalog/product-image';
import { useLiveWishlist, useRemoveFromWishlist, wishlistQueryOptions } from '@/features/wishlist/api';
import { formatDate } from '@/lib/format';
import { useCartAdder } from './use-cart-adder';

const stockBadge: Record<StockStatus, BadgeVariant> = {
  'In Stock': 'success',
  'Low Stock': 'warning',
  'Out of Stock': 'danger',
};

/** One saved product: picture, category, price, stock, when it was saved, View, Add to Cart, Remove. */
function WishlistCard({ item, onRemove }: { item: WishlistItem; onRemove: () => void }) {
  const cart = useCartAdder();
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl border bg-card shadow-xs">
      <div className="relative">
        <ProductImage src={item.product.imageUrl} alt={item.product.name} category={item.product.category} />
        <Badge className="absolute top-3 left-3 shadow-sm">{categoryLabel(item.product.category)}</Badge>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="font-semibold text-base leading-snug">{item.product.name}</h2>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Money amount={item.product.price} className="font-bold text-lg text-primary" />
          <Badge variant={stockBadge[item.product.stockStatus]}>{item.product.stockStatus}</Badge>
        </div>
        <p className="text-muted-foreground text-xs">Added {formatDate(item.addedAt)}</p>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Link
            to={`/partner/product/${item.productId}`}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            aria-label={`View ${item.product.name}`}
          >
            <EyeIcon aria-hidden="true" />
            View
          </Link>
          <Button
            size="sm"
            disabled={cart.pendingId === item.productId || item.product.stockQuantity <= 0}
            aria-label={`Add to Cart: ${item.product.name}`}
            onClick={() =>
              cart.add(item.productId, 1, {
                added: wishlistMessages.addedToCart,
                failed: wishlistMessages.addToCartError,
              })
            }
          >
            <ShoppingCartIcon aria-hidden="true" />
            Add to Cart
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Remove ${item.product.name} from wishlist`}
            onClick={onRemove}
          >
            <Trash2Icon aria-hidden="true" />
            Remove
          </Button>
        </div>
      </div>
    </article>
  );
}

function EmptyWishlist() {
  return (
    <EmptyState
      icon={HeartIcon}
      title="Your wishlist is empty"
      description="Save products you like with the heart in the shop, and find them here later."
      action={
        <Link to="/partner/shop" className={buttonVariants()}>
          Browse Products
        </Link>
      }
      className="py-16"
    />
  );
}

/** /partner/wishlist: the Wishlist (docs/product/partner-portal.md), saved products newest first. */
export default function WishlistPage() {
  useLiveWishlist();
  const wishlist = useQuery(wishlistQueryOptions);
  const remove = useRemoveFromWishlist();
  const [removing, setRemoving] = useState<WishlistItem | null>(null);

  function confirmRemove() {
    if (!removing) return;
    remove.mutate(
      { id: removing.id },
      {
        onSuccess: () => toast.success(wishlistMessages.removed),
        onError: (error) => toast.error(wishlistMessages.removeError, { description: error.message }),
        onSettled: () => setRemoving(null),
      },
    );
  }

  const items = wishlist.data?.items;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="My Wishlist"
        description={
          items
            ? countOf(items.length, { one: 'saved item', other: 'saved items' })
            : 'Products you have saved for later.'
        }
        actions={
          items && items.length > 0 ? (
            <Link to="/partner/shop" className={buttonVariants({ variant: 'outline' })}>
              Continue Shopping
            </Link>
          ) : undefined
        }
      />
      <ListStates
        query={wishlist}
        isEmpty={(data) => data.items.length === 0}
        loadingLabel="Loading wishlist..."
        loading={
          <p role="status" className="py-16 text-center text-muted-foreground">
            Loading wishlist...
          </p>
        }
        errorTitle={wishlistMessages.loadError}
        empty={<EmptyWishlist />}
      >
        {(data) => (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
            {data.items.map((item) => (
              <li key={item.id} data-testid="wishlist-item" className="flex">
                <WishlistCard item={item} onRemove={() => setRemoving(item)} />
              </li>
            ))}
          </ul>
        )}
      </ListStates>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove from wishlist?"
        description={removing ? `${removing.product.name} will be removed from your wishlist.` : ''}
        confirmLabel="Remove"
        destructive
        pending={remove.isPending}
        onConfirm={confirmRemove}
      />
    </div>
  );
}

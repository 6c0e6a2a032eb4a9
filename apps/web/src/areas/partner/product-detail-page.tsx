import { CART_MAX_LINE_QUANTITY, type ProductDetail } from '@party/shared';
import { companyMay } from '@party/shared/companies/roles';
import { countOf } from '@party/shared/text/plural';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeftIcon, MinusIcon, PackageXIcon, PlusIcon, ShoppingCartIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ListStates } from '@/components/list/list-states';
import { RecordStates } from '@/components/record/record-states';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { usePrincipal } from '@/features/auth/api';
import { partnerProductQueryOptions } from '@/features/catalog/api';
import { ProductFacts } from '@/features/catalog/product-facts';
import { reviewsQueryOptions } from '@/features/reviews/api';
import { SaveToList } from '@/features/saved-lists/save-to-list';
import { useLiveWishlist } from '@/features/wishlist/api';
import { WishlistHeart } from '@/features/wishlist/wishlist-heart';
import { ReviewsTab, WriteReviewForm } from './product-reviews';
import { StarRating } from './star-rating';
import { useCartAdder } from './use-cart-adder';

function BackToShop() {
  return (
    <Link
      to="/partner/shop"
      className="flex w-fit items-center gap-1 text-muted-foreground text-sm underline-offset-4 hover:text-foreground hover:underline"
    >
      <ArrowLeftIcon className="size-4" aria-hidden="true" />
      Back to Shop
    </Link>
  );
}

/**
 * /partner/shop/{id}: the product detail (docs/product/partner-portal.md), with reviews and the partner's own
 * review form.
 */
export default function ProductDetailPage() {
  useLiveWishlist();
  const { productId = '' } = useParams();
  const product = useQuery(partnerProductQueryOptions(productId));
  return (
    <div className="flex flex-col gap-8">
      <BackToShop />
      <RecordStates
        query={product}
        loadingLabel="Loading product..."
        loading={
          <p role="status" className="py-24 text-center text-muted-foreground">
            Loading product...
          </p>
        }
        errorTitle="This product could not be loaded."
        notFoundTitle="Product not found"
        notFound={
          <EmptyState
            icon={PackageXIcon}
            title="Product not found"
            description="It may have been removed, or the link may be mistyped."
            action={
              <Link to="/partner/shop" className={buttonVariants({ variant: 'default' })}>
                Back to Shop
              </Link>
            }
          />
        }
      >
        {(record) => <ProductView product={record} />}
      </RecordStates>
    </div>
  );
}

const noReviews = { items: [], averageRating: 0, reviewCount: 0, reviewedByMe: false };

function ProductView({ product }: { product: ProductDetail }) {
  const reviews = useQuery(reviewsQueryOptions(product.id));
  const [tab, setTab] = useState('reviews');
  const count = reviews.data?.reviewCount ?? 0;
  return (
    <div className="flex flex-col gap-8">
      <ProductFacts
        product={product}
        rating={
          reviews.data && (
            <p className="flex items-center gap-2 text-sm" data-testid="rating-summary">
              <StarRating rating={reviews.data.averageRating} />
              <span className="font-medium">{reviews.data.averageRating.toFixed(1)}</span>
              <span className="text-muted-foreground">
                ({countOf(count, { one: 'review', other: 'reviews' })})
              </span>
            </p>
          )
        }
      >
        <p className="text-sm">
          {product.stockQuantity > 0
            ? `${product.stockQuantity.toLocaleString('en-AU')} in stock`
            : 'Currently out of stock'}
        </p>
        <PurchaseBox product={product} />
      </ProductFacts>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="reviews">{reviews.data ? `Reviews (${count})` : 'Reviews'}</TabsTrigger>
          <TabsTrigger value="write">Write a Review</TabsTrigger>
        </TabsList>
        <TabsContent value="reviews">
          <ListStates
            query={reviews}
            isEmpty={() => false}
            loadingLabel="Loading reviews..."
            loading={
              <p role="status" className="py-8 text-muted-foreground">
                Loading reviews...
              </p>
            }
            errorTitle="Reviews could not be loaded."
            // A failed review fetch shows as no reviews, quietly (docs/product/partner-portal.md).
            error={() => <ReviewsTab reviews={noReviews} />}
            empty={null}
          >
            {(data) => <ReviewsTab reviews={data} />}
          </ListStates>
        </TabsContent>
        <TabsContent value="write">
          <WriteReviewForm
            productId={product.id}
            reviewedByMe={reviews.data?.reviewedByMe ?? false}
            onAdded={() => setTab('reviews')}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/**
 * Quantity stepper and Add to Cart, which sums with what the cart holds already: it starts at the
 * minimum order and steps by the pack size (docs/product/wholesale-buying.md); a typed quantity the
 * product is not sold in is refused by the server naming the nearest ones. Save to List puts the
 * same quantity on one of the company's lists (not for a viewer, who does not shop).
 */
function PurchaseBox({ product }: { product: ProductDetail }) {
  const mayShop = companyMay(usePrincipal().companyRole, 'shop');
  const quantityId = useId();
  const step = product.packSize;
  const least = product.minOrderQty;
  const [quantity, setQuantity] = useState(least);
  const cart = useCartAdder();
  const clamp = (value: number) =>
    Math.min(CART_MAX_LINE_QUANTITY, Math.max(least, Math.floor(value) || least));
  const outOfStock = product.stockQuantity <= 0;
  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-muted/50 p-4">
      <Label htmlFor={quantityId}>Quantity</Label>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex items-center">
          <Button
            variant="outline"
            size="icon"
            aria-label="Decrease quantity"
            disabled={quantity <= least}
            onClick={() => setQuantity((q) => clamp(q - step))}
            className="rounded-r-none"
          >
            <MinusIcon aria-hidden="true" />
          </Button>
          <Input
            id={quantityId}
            type="number"
            inputMode="numeric"
            min={least}
            step={step}
            max={CART_MAX_LINE_QUANTITY}
            value={quantity}
            onChange={(event) => setQuantity(clamp(Number(event.target.value)))}
            className="w-20 rounded-none text-center"
          />
          <Button
            variant="outline"
            size="icon"
            aria-label="Increase quantity"
            disabled={quantity + step > CART_MAX_LINE_QUANTITY}
            onClick={() => setQuantity((q) => clamp(q + step))}
            className="rounded-l-none"
          >
            <PlusIcon aria-hidden="true" />
          </Button>
        </div>
        <Button
          size="lg"
          variant="festive"
          disabled={outOfStock || cart.pendingId === product.id}
          onClick={() => cart.add(product.id, quantity)}
        >
          <ShoppingCartIcon aria-hidden="true" />
          {cart.pendingId === product.id ? 'Adding...' : 'Add to Cart'}
        </Button>
        {mayShop && <SaveToList productId={product.id} quantity={quantity} />}
        <WishlistHeart productId={product.id} productName={product.name} place="detail" className="size-11" />
      </div>
    </div>
  );
}

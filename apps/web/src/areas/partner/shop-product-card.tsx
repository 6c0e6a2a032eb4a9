import type { ProductCard } from '@party/shared';
import { categoryLabel } from '@party/shared/catalog/categories';
import { ShoppingCartIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PriceWithList } from '@/components/price-with-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ProductImage } from '@/features/catalog/product-image';
import { WishlistHeart } from '@/features/wishlist/wishlist-heart';
import { cn } from '@/lib/utils';

interface ShopProductProps {
  product: ProductCard;
  /** The partner's company's price and the list price (a price list or break may lower it). */
  yourPrice?: { price: number; listPrice: number } | undefined;
  layout: 'grid' | 'list';
  onAddToCart: (product: ProductCard) => void;
  adding: boolean;
  eagerImage?: boolean;
}

/**
 * A product in the partner shop, as a grid card or a list row: the name's link stretches over the
 * whole card (to /partner/shop/{id}); Add to Cart and the heart sit above it and act on their own.
 */
export function ShopProduct({
  product,
  yourPrice,
  layout,
  onAddToCart,
  adding,
  eagerImage,
}: ShopProductProps) {
  const list = layout === 'list';
  return (
    <article
      data-testid="shop-product"
      className={cn(
        'group relative flex overflow-hidden rounded-xl border bg-card text-card-foreground shadow-xs transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md',
        list ? 'flex-col sm:flex-row' : 'flex-col',
      )}
    >
      <div className={cn('relative', list && 'sm:w-48 sm:shrink-0')}>
        <ProductImage
          src={product.imageUrl}
          alt={product.name}
          category={product.category}
          eager={eagerImage}
        />
        <Badge className="absolute top-3 left-3 shadow-sm">{categoryLabel(product.category)}</Badge>
      </div>
      <div className={cn('flex flex-1 flex-col gap-2 p-4', list && 'sm:flex-row sm:items-center sm:gap-6')}>
        <div className="flex flex-1 flex-col gap-2">
          <h2 className="font-semibold text-base leading-snug">
            <Link
              to={`/partner/shop/${product.id}`}
              className="outline-none after:absolute after:inset-0 after:content-['']"
            >
              {product.name}
            </Link>
          </h2>
          <p className={cn('text-muted-foreground text-sm', list ? 'line-clamp-3' : 'line-clamp-2 min-h-10')}>
            {product.description}
          </p>
        </div>
        <div
          className={cn(
            'mt-auto flex items-center justify-between gap-2 pt-2',
            list && 'sm:mt-0 sm:flex-col sm:items-end sm:pt-0',
          )}
        >
          <PriceWithList
            price={yourPrice?.price ?? product.price}
            listPrice={yourPrice?.listPrice ?? product.price}
            className="font-bold text-lg text-primary"
            listClassName="text-sm"
          />
          <div className="flex items-center gap-2">
            <WishlistHeart
              productId={product.id}
              productName={product.name}
              place="card"
              className="size-8"
            />
            <Button
              size="sm"
              className="relative z-10"
              disabled={adding}
              // The spoken name starts with the visible words, then names the product (WCAG 2.5.3).
              aria-label={`${adding ? 'Adding...' : 'Add to Cart'}: ${product.name}`}
              onClick={() => onAddToCart(product)}
            >
              <ShoppingCartIcon aria-hidden="true" />
              {adding ? 'Adding...' : 'Add to Cart'}
            </Button>
          </div>
        </div>
      </div>
    </article>
  );
}

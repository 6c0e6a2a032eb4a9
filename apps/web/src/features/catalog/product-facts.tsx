import type { ProductDetail, StockStatus } from '@party/shared';
import { categoryLabel } from '@party/shared/catalog/categories';
import { CheckIcon } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { PriceWithList } from '@/components/price-with-list';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { PriceBreaks } from './price-breaks';
import { ProductImage } from './product-image';

const stockBadge: Record<StockStatus, BadgeVariant> = {
  'In Stock': 'success',
  'Low Stock': 'warning',
  'Out of Stock': 'danger',
};

/**
 * A product detail's pictures beside its facts (category and stock badges, name as the page's h1,
 * price — struck list price beside a lower one — description, how it is sold and its quantity
 * breaks, features): the public product page and the partner shop's product detail.
 * `rating` stands under the name; `children` end the facts column (stock and what to do next).
 */
export function ProductFacts({
  product,
  rating,
  children,
}: {
  product: ProductDetail;
  rating?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <ProductPictures product={product} />
      <div className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge>{categoryLabel(product.category)}</Badge>
          <Badge variant={stockBadge[product.stockStatus]}>{product.stockStatus}</Badge>
        </div>
        <h1 className="text-3xl md:text-4xl">{product.name}</h1>
        {rating}
        <PriceWithList
          price={product.price}
          listPrice={product.listPrice}
          className="font-bold text-3xl text-primary"
          listClassName="text-xl"
        />
        {product.description && <p className="text-lg text-muted-foreground">{product.description}</p>}
        <PriceBreaks product={product} />
        {product.features.length > 0 && (
          <section aria-labelledby="features-heading" className="flex flex-col gap-2">
            <h2 id="features-heading" className="text-lg">
              Features
            </h2>
            <ul className="flex flex-col gap-1.5">
              {product.features.map((feature) => (
                <li key={feature} className="flex items-start gap-2">
                  <CheckIcon className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
          </section>
        )}
        {children}
      </div>
    </div>
  );
}

/** The main picture, loaded at once, and a thumbnail per picture to switch when there are several. */
function ProductPictures({ product }: { product: ProductDetail }) {
  const [shown, setShown] = useState(0);
  const pictures = product.images.length > 0 ? product.images : [null];
  return (
    <div className="flex flex-col gap-3">
      <ProductImage
        src={pictures[shown] ?? null}
        alt={product.name}
        category={product.category}
        eager
        className="rounded-xl border"
      />
      {pictures.length > 1 && (
        <div className="flex gap-2">
          {pictures.map((picture, index) => (
            <button
              key={picture ?? index}
              type="button"
              aria-label={`Show picture ${index + 1} of ${pictures.length}`}
              aria-pressed={index === shown}
              onClick={() => setShown(index)}
              className="w-20 overflow-hidden rounded-md border aria-pressed:ring-2 aria-pressed:ring-ring"
            >
              <ProductImage src={picture} alt="" category={product.category} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

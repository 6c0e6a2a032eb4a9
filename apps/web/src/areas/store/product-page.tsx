import type { ProductDetail, StockStatus } from '@party/shared';
import { categoryLabel } from '@party/shared/catalog/categories';
import { productNotFoundMeta } from '@party/shared/seo/routes';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeftIcon, CheckIcon, PackageXIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Money } from '@/components/money';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { productQueryOptions, useLiveStock } from '@/features/catalog/api';
import { ProductCard } from '@/features/catalog/product-card';
import { ProductImage } from '@/features/catalog/product-image';
import { ApiError } from '@/lib/api-client';
import { productPageMeta, usePageMeta } from '@/lib/seo';
import { useQuoteDialog } from './use-quote-dialog';

const stockBadge: Record<StockStatus, BadgeVariant> = {
  'In Stock': 'success',
  'Low Stock': 'warning',
  'Out of Stock': 'danger',
};

// The head is written in an effect, in the browser; the server's render only needs a value.
const pageOrigin = () => (typeof window === 'undefined' ? '' : window.location.origin);

/** /product/{slug}: spec 1's public product detail, with related products of its category. */
export default function ProductPage() {
  const { slug = '' } = useParams();
  const product = useQuery(productQueryOptions(slug));
  const notFound = product.error instanceof ApiError && product.error.status === 404;
  const { openQuote, quoteDialog } = useQuoteDialog();
  // Stock changes (a sale, a restock) show on the open page without a reload.
  useLiveStock(product.data);

  // The same head the server writes for this address (title, description, JSON-LD), after client navigation.
  const data = product.data;
  usePageMeta(
    data
      ? productPageMeta(
          { ...data, price: data.price.toFixed(2), inStock: data.stockQuantity > 0 },
          pageOrigin(),
        )
      : notFound
        ? productNotFoundMeta()
        : null,
  );

  if (product.isPending) {
    return (
      <p role="status" className="min-h-svh py-24 text-center text-muted-foreground">
        Loading product...
      </p>
    );
  }
  if (product.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <EmptyState
          icon={PackageXIcon}
          title={notFound ? 'Product not found' : 'This product could not be loaded.'}
          description={
            notFound ? 'It may have been removed, or the link may be mistyped.' : product.error.message
          }
          action={
            <div className="flex flex-wrap justify-center gap-2">
              {!notFound && <Button onClick={() => void product.refetch()}>Retry</Button>}
              <Link to="/products" className={buttonVariants({ variant: notFound ? 'default' : 'outline' })}>
                Back to products
              </Link>
            </div>
          }
        />
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-8">
      <ProductSummary product={product.data} onQuote={() => openQuote(product.data)} />
      {product.data.related.length > 0 && (
        <section aria-labelledby="related-heading" className="flex flex-col gap-6">
          <h2 id="related-heading">Related Products</h2>
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {product.data.related.map((related) => (
              <li key={related.id} className="flex [&>article]:w-full">
                <ProductCard product={related} onQuote={openQuote} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {quoteDialog}
    </div>
  );
}

function ProductSummary({ product, onQuote }: { product: ProductDetail; onQuote: () => void }) {
  const [shown, setShown] = useState(0);
  const label = categoryLabel(product.category);
  const pictures = product.images.length > 0 ? product.images : [null];
  return (
    <div className="flex flex-col gap-6">
      <Link
        to={`/products?category=${product.category}`}
        className="flex w-fit items-center gap-1 text-muted-foreground text-sm underline-offset-4 hover:text-foreground hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        Back to {label}
      </Link>
      <div className="grid gap-8 md:grid-cols-2">
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
        <div className="flex flex-col gap-5">
          <div className="flex flex-wrap items-center gap-2">
            <Badge>{label}</Badge>
            <Badge variant={stockBadge[product.stockStatus]}>{product.stockStatus}</Badge>
          </div>
          <h1 className="text-3xl md:text-4xl">{product.name}</h1>
          <Money amount={product.price} className="font-bold text-3xl text-primary" />
          {product.description && <p className="text-lg text-muted-foreground">{product.description}</p>}
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
          <div className="flex flex-col gap-2 rounded-xl border bg-muted/50 p-4">
            <p className="text-sm">
              {product.stockStatus === 'Out of Stock'
                ? 'Currently out of stock: request a quote and our team will confirm when it is back.'
                : `${product.stockQuantity.toLocaleString('en-AU')} available. Bulk and wholesale pricing on request.`}
            </p>
            <Button size="lg" variant="festive" onClick={onQuote} className="w-full sm:w-fit">
              Get Quote
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}

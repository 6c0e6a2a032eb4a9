import type { ProductDetail } from '@party/shared';
import { categoryLabel } from '@party/shared/catalog/categories';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeftIcon, PackageXIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useInBrowser } from '@/components/client-only';
import { EmptyState } from '@/components/empty-state';
import { isNotFound, RecordStates } from '@/components/record/record-states';
import { Button, buttonVariants } from '@/components/ui/button';
import { productQueryOptions } from '@/features/catalog/api';
import { useLiveStock } from '@/features/catalog/live-stock';
import { ProductCard } from '@/features/catalog/product-card';
import { ProductFacts } from '@/features/catalog/product-facts';
import { usePageMeta } from '@/lib/page-meta';
import { useQuoteDialog } from './use-quote-dialog';

/**
 * /product/{slug}: the public product detail (docs/product/storefront-and-sign-in.md), with related products
 * of its category.
 */
export default function ProductPage() {
  const { slug = '' } = useParams();
  const product = useQuery(productQueryOptions(slug));
  const notFound = isNotFound(product.error);
  const { openQuote, quoteDialog } = useQuoteDialog();
  // Stock changes (a sale, a restock) show on the open page without a reload.
  useLiveStock(product.data);

  // The same head the server writes for this address (title, description, JSON-LD), after client navigation.
  const data = product.data;
  usePageMeta(
    data
      ? (head) => head.productPageMeta({ ...data, price: data.price.toFixed(2) }, window.location.origin)
      : notFound
        ? (head) => head.productNotFoundMeta()
        : null,
  );

  return (
    <RecordStates
      query={product}
      loadingLabel="Loading product..."
      loading={
        <p role="status" className="min-h-svh py-24 text-center text-muted-foreground">
          Loading product...
        </p>
      }
      errorTitle="This product could not be loaded."
      notFoundTitle="Product not found"
      notFound={<ProductNotFound />}
    >
      {(record) => (
        <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-8">
          <ProductSummary product={record} onQuote={() => openQuote(record)} />
          {record.related.length > 0 && (
            <section aria-labelledby="related-heading" className="flex flex-col gap-6">
              <h2 id="related-heading">Related Products</h2>
              <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
                {record.related.map((related) => (
                  <li key={related.id} className="flex [&>article]:w-full">
                    <ProductCard product={related} onQuote={openQuote} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          {quoteDialog}
        </div>
      )}
    </RecordStates>
  );
}

/** No product at this address (the server answered the page with 404 and the same words). */
function ProductNotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <EmptyState
        icon={PackageXIcon}
        title="Product not found"
        description="It may have been removed, or the link may be mistyped."
        action={
          <Link to="/products" className={buttonVariants({ variant: 'default' })}>
            Back to products
          </Link>
        }
      />
    </div>
  );
}

function ProductSummary({ product, onQuote }: { product: ProductDetail; onQuote: () => void }) {
  const label = categoryLabel(product.category);
  const inBrowser = useInBrowser();
  return (
    <div className="flex flex-col gap-6">
      <Link
        to={`/products?category=${product.category}`}
        className="flex w-fit items-center gap-1 text-muted-foreground text-sm underline-offset-4 hover:text-foreground hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        Back to {label}
      </Link>
      <ProductFacts product={product}>
        <div className="flex flex-col gap-2 rounded-xl border bg-muted/50 p-4">
          <p className="text-sm">
            {product.stockStatus === 'Out of Stock'
              ? 'Currently out of stock: request a quote and our team will confirm when it is back.'
              : `${product.stockQuantity.toLocaleString('en-AU')} available. Bulk and wholesale pricing on request.`}
          </p>
          {/* Not ready until the page's script has taken the server-drawn page over (useInBrowser). */}
          <Button
            size="lg"
            variant="festive"
            onClick={onQuote}
            disabled={!inBrowser}
            className="w-full sm:w-fit"
          >
            Get Quote
          </Button>
        </div>
      </ProductFacts>
    </div>
  );
}

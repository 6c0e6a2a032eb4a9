import type { ProductCard as ProductCardData } from '@party/shared';
import { PackageSearchIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { ProductCard } from './product-card';

// The first row is on screen at once: its pictures skip the lazy wait.
const EAGER_IMAGES = 4;

interface ProductGridProps {
  products: ProductCardData[] | undefined;
  isLoading: boolean;
  onQuote: (product: ProductCardData) => void;
  headingLevel?: 'h2' | 'h3';
}

/** The product grid: loading, empty and 1 to 4 columns of cards. */
export function ProductGrid({ products, isLoading, onQuote, headingLevel }: ProductGridProps) {
  if (isLoading && !products) {
    return (
      // As tall as a screen of cards, so the arriving grid does not push the page down.
      <p role="status" className="min-h-svh py-16 text-center text-muted-foreground">
        Loading products...
      </p>
    );
  }
  if (!products || products.length === 0) {
    return (
      <EmptyState
        icon={PackageSearchIcon}
        title="No products found matching your criteria."
        description="Try adjusting your search or category filter."
        className="py-16"
      />
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id} className="flex [&>article]:w-full">
          <ProductCard
            product={product}
            onQuote={onQuote}
            headingLevel={headingLevel}
            eagerImage={index < EAGER_IMAGES}
          />
        </li>
      ))}
    </ul>
  );
}

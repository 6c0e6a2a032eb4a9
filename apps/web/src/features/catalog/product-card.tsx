import type { ProductCard as ProductCardData } from '@party/shared';
import { categoryLabel } from '@party/shared/catalog/categories';
import { useId } from 'react';
import { Link } from 'react-router';
import { useInBrowser } from '@/components/client-only';
import { Money } from '@/components/money';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ProductImage } from './product-image';

interface ProductCardProps {
  product: ProductCardData;
  onQuote: (product: ProductCardData) => void;
  headingLevel?: 'h2' | 'h3';
  eagerImage?: boolean;
}

/**
 * docs/product/storefront-and-sign-in.md, Product card: a click anywhere opens /product/{slug} (the name's link stretches over the
 * card), except 'Get Quote', which opens the quote dialog and nothing else.
 */
export function ProductCard({
  product,
  onQuote,
  headingLevel: Heading = 'h3',
  eagerImage,
}: ProductCardProps) {
  const label = categoryLabel(product.category);
  const tipId = useId();
  const inBrowser = useInBrowser();
  return (
    <article
      data-testid="product-card"
      className="group relative flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-xs transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md"
    >
      <div className="relative">
        <ProductImage
          src={product.imageUrl}
          alt={product.name}
          category={product.category}
          eager={eagerImage}
          className="transition-transform duration-300 group-hover:scale-[1.02]"
        />
        <Badge className="absolute top-3 left-3 shadow-sm">{label}</Badge>
        {/* CSS-only tooltip: a popover library would cost the first download more than the cards do. */}
        <div
          id={tipId}
          role="tooltip"
          className="pointer-events-none invisible absolute inset-x-2 bottom-2 z-20 flex flex-col gap-1 rounded-md bg-foreground/95 p-3 text-background text-xs opacity-0 shadow-lg transition-opacity delay-300 duration-200 group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
        >
          <span className="font-semibold">{label}</span>
          {product.description && <span className="line-clamp-3">{product.description}</span>}
          <span className="italic">Click to view details or get a quote</span>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="font-semibold text-base leading-snug">
          <Link
            to={`/product/${product.slug}`}
            aria-describedby={tipId}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {product.name}
          </Link>
        </Heading>
        <p className="line-clamp-2 min-h-10 text-muted-foreground text-sm">{product.description}</p>
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <Money amount={product.price} className="font-bold text-lg text-primary" />
          <Button
            size="sm"
            className="relative z-10"
            aria-label={`Get Quote for ${product.name}`}
            // The dialog needs the page's script: until it has taken a server-drawn page over, a
            // click would do nothing, so the button says it is not ready yet.
            disabled={!inBrowser}
            onClick={(event) => {
              // The card behind opens the product page; this button must only open the dialog.
              event.stopPropagation();
              event.preventDefault();
              onQuote(product);
            }}
          >
            Get Quote
          </Button>
        </div>
      </div>
    </article>
  );
}

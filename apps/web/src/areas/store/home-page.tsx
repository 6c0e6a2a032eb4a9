import { useQuery } from '@tanstack/react-query';
import { SearchIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
import { SearchBox } from '@/components/search-box';
import { Button, buttonVariants } from '@/components/ui/button';
import { featuredProductsQueryOptions } from '@/features/catalog/api';
import { CategoryTiles } from '@/features/catalog/category-tiles';
import { ProductGridStates } from './product-grid-states';
import { TrustBadges } from './trust-badges';
import { useQuoteDialog } from './use-quote-dialog';

// The foot of the page loads as its own file (the server preloads it with the home page's HTML and
// draws it), so the other public pages' first download does not carry it.
const Testimonials = lazy(() =>
  import('./home-sections').then((module) => ({ default: module.Testimonials })),
);
const BusinessPartners = lazy(() =>
  import('./home-sections').then((module) => ({ default: module.BusinessPartners })),
);

/** The banner: what the shop is, the search and the two ways in. */
function Hero() {
  const navigate = useNavigate();
  return (
    <section className="bg-gradient-to-br from-primary via-fuchsia-800 to-purple-950 text-primary-foreground">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-16 text-center md:py-24">
        <h1 className="text-4xl md:text-5xl">Party supplies for every celebration</h1>
        <p className="max-w-2xl text-fuchsia-50 text-lg">
          Balloons, decorations, tableware and party essentials with wholesale pricing and delivery
          Australia-wide. Browse freely, no account needed.
        </p>
        <search className="w-full max-w-xl">
          {/* Before the page's script has run, the browser sends the same search itself. */}
          <SearchBox
            label="Search products"
            onSearch={(text) =>
              void navigate(text ? `/products?search=${encodeURIComponent(text)}` : '/products')
            }
            action="/products"
            name="search"
            placeholder="Search products..."
            className="flex flex-col gap-2 text-left"
            labelClassName="text-primary-foreground"
            fieldClassName="flex gap-2"
            inputClassName="h-11 bg-background text-foreground"
            button={
              <Button type="submit" variant="festive" size="lg">
                <SearchIcon aria-hidden="true" />
                Search
              </Button>
            }
          />
        </search>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/products" className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
            Browse Products
          </Link>
          <Link to="/login" className={buttonVariants({ variant: 'festive', size: 'lg' })}>
            Get Quote
          </Link>
        </div>
      </div>
    </section>
  );
}

/**
 * / : the home page (docs/product/storefront-and-sign-in.md). Header and footer come from the public shell.
 */
export default function HomePage() {
  const featured = useQuery(featuredProductsQueryOptions);
  const { openQuote, quoteDialog } = useQuoteDialog();

  return (
    <div className="flex flex-col">
      <Hero />
      <TrustBadges />
      <section
        aria-labelledby="categories-heading"
        className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-10"
      >
        <h2 id="categories-heading" className="text-center">
          Shop by Category
        </h2>
        <CategoryTiles />
      </section>
      <section
        aria-labelledby="featured-heading"
        className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-10"
      >
        <div className="flex flex-col items-center gap-2 text-center">
          <h2 id="featured-heading">Featured Products</h2>
          <p className="max-w-2xl text-muted-foreground">
            Our most popular party supplies. Request a quote on any product for bulk and wholesale pricing,
            and our team will get back to you within 24 hours.
          </p>
        </div>
        <ProductGridStates
          query={featured}
          errorTitle="Featured products could not be loaded."
          onQuote={openQuote}
        />
        <Link to="/products" className={buttonVariants({ size: 'lg', className: 'self-center' })}>
          View All Products
        </Link>
      </section>
      <Suspense fallback={null}>
        <Testimonials />
        <BusinessPartners />
      </Suspense>
      {quoteDialog}
    </div>
  );
}

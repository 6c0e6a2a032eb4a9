import { productCategories } from '@party/shared/catalog/categories';
import { PartyPopperIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { ClientOnly } from '@/components/client-only';
import { LoadingScreen } from '@/components/loading-screen';
import { buttonVariants } from '@/components/ui/button';

// Decoration, not content: its code arrives after the page, in its own chunk.
const SocialProofPopup = lazy(() => import('@/features/activity/social-proof-popup'));

const cities = ['Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Adelaide'] as const;
const footerLink = 'text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline';

function PublicHeader() {
  return (
    <header className="border-b bg-background">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-4 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 rounded-md font-bold text-primary text-xl">
          <PartyPopperIcon className="size-7 text-festive-foreground" aria-hidden="true" />
          Party Central
        </Link>
        <nav aria-label="Main" className="flex flex-1 flex-wrap items-center gap-4 text-sm">
          <Link to="/products" className="underline-offset-4 hover:underline">
            Products
          </Link>
          <Link to="/delivery" className="underline-offset-4 hover:underline">
            Delivery
          </Link>
          <Link to="/faq" className="underline-offset-4 hover:underline">
            FAQ
          </Link>
        </nav>
        <div className="flex items-center gap-2">
          <Link to="/login" className={buttonVariants({ variant: 'outline' })}>
            Business Login
          </Link>
          <Link to="/login" state={{ mode: 'sign-up' }} className={buttonVariants()}>
            Sign Up
          </Link>
        </div>
      </div>
    </header>
  );
}

function PublicFooter() {
  return (
    <footer className="mt-auto border-t bg-muted">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <nav aria-label="Categories" className="flex flex-col gap-2">
          <h2 className="font-semibold text-base">Shop</h2>
          {productCategories.slice(0, 4).map((category) => (
            <Link key={category.id} to={`/products?category=${category.id}`} className={footerLink}>
              {category.label}
            </Link>
          ))}
        </nav>
        <nav aria-label="Delivery areas" className="flex flex-col gap-2">
          <h2 className="font-semibold text-base">Delivery areas</h2>
          {cities.map((city) => (
            <Link key={city} to={`/locations/${city.toLowerCase()}`} className={footerLink}>
              {city}
            </Link>
          ))}
          <Link to="/delivery" className={footerLink}>
            View All Areas
          </Link>
        </nav>
        <nav aria-label="Help" className="flex flex-col gap-2">
          <h2 className="font-semibold text-base">Help</h2>
          <Link to="/delivery" className={footerLink}>
            Delivery Info
          </Link>
          <Link to="/faq" className={footerLink}>
            FAQ
          </Link>
          {/* PRODUCT.md: Contact Support leads to the contact section of the FAQ page. */}
          <Link to="/faq#contact" className={footerLink}>
            Contact Support
          </Link>
        </nav>
        <nav aria-label="Business" className="flex flex-col gap-2">
          <h2 className="font-semibold text-base">Business</h2>
          <Link to="/login" className={footerLink}>
            Partner Portal Login
          </Link>
          <Link to="/login/associate" className={footerLink}>
            Staff Login
          </Link>
          <Link to="/login/vendor" className={footerLink}>
            Supplier Login
          </Link>
          <Link to="/onboarding" className={footerLink}>
            Become a Partner
          </Link>
        </nav>
      </div>
      {/* The server's year (UTC) and the visitor's differ for a few hours at New Year: the visitor's wins. */}
      <p className="border-t px-4 py-4 text-center text-muted-foreground text-sm" suppressHydrationWarning>
        © {new Date().getFullYear()} Party Central. Party supplies delivered Australia-wide.
      </p>
    </footer>
  );
}

/** The storefront frame: header, the page, footer. */
export function PublicShell() {
  return (
    <div className="flex min-h-svh flex-col">
      <PublicHeader />
      <main id="main" className="flex-1">
        {/* A full screen while a page's code loads: the footer stays below the fold instead of jumping down. */}
        <Suspense fallback={<LoadingScreen fullScreen />}>
          <Outlet />
        </Suspense>
      </main>
      <PublicFooter />
      <ClientOnly>
        <Suspense fallback={null}>
          <SocialProofPopup />
        </Suspense>
      </ClientOnly>
    </div>
  );
}

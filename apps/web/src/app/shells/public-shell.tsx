import { PartyPopperIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { ClientOnly } from '@/components/client-only';
import { LoadingScreen } from '@/components/loading-screen';
import { SkipLink } from '@/components/skip-link';
import { buttonVariants } from '@/components/ui/button';

// Decoration, not content: its code arrives after the page, in its own chunk.
const SocialProofPopup = lazy(() => import('@/features/activity/social-proof-popup'));
// Below the fold on every page, and in the server's HTML: it shows (its links working as plain
// links) before its code arrives, and React takes it over once the chunk is in (a Suspense
// boundary hydrates on its own), so it stays out of the first download.
const PublicFooter = lazy(() => import('./public-footer'));

const navLink = 'px-3 py-2 underline-offset-4 hover:underline sm:p-0';
const headerButton = 'sm:h-10 sm:px-4 sm:text-sm';

/**
 * One row from 360 px up. Below 768 px the brand is its icon; below 640 px the buttons are small
 * and the nav links sit behind Menu: the same <nav>, shown as a popover (the browser opens it and
 * closes it on Escape or a click elsewhere; we close it when a link is followed or focus leaves it)
 * just under the 56 px header (top-14);
 * from 640 px it is an ordinary row of links.
 */
function PublicHeader() {
  return (
    <header className="border-b bg-background">
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-3 sm:gap-4 sm:px-4">
        <Link to="/" className="flex items-center gap-2 rounded-md font-bold text-primary text-xl">
          <PartyPopperIcon className="size-7 text-festive-foreground" aria-hidden="true" />
          <span className="sr-only md:not-sr-only">Party Central</span>
        </Link>
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the links are the controls (a keyboard activation is a click too); this only closes the menu once one is followed. */}
        <nav
          id="site-nav"
          aria-label="Main"
          popover="auto"
          onClick={(event) => event.currentTarget.hidePopover?.()}
          // Tabbing out of the open menu closes it too (Menu itself toggles it on its own).
          onBlur={(event) => {
            const to = event.relatedTarget;
            if (!event.currentTarget.contains(to) && !to?.matches('[popovertarget]'))
              event.currentTarget.hidePopover?.();
          }}
          className="absolute inset-auto top-14 right-3 hidden gap-4 overflow-visible bg-background text-foreground text-sm open:flex open:w-44 open:flex-col open:gap-0 open:rounded-md open:border open:p-1 open:shadow-md sm:static sm:flex"
        >
          <Link to="/products" className={navLink}>
            Products
          </Link>
          <Link to="/delivery" className={navLink}>
            Delivery
          </Link>
          <Link to="/faq" className={navLink}>
            FAQ
          </Link>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <Link
            to="/login"
            className={buttonVariants({ variant: 'outline', size: 'sm', className: headerButton })}
          >
            Business Login
          </Link>
          <Link
            to="/login"
            state={{ mode: 'sign-up' }}
            className={buttonVariants({ size: 'sm', className: headerButton })}
          >
            Sign Up
          </Link>
          <button
            type="button"
            popoverTarget="site-nav"
            className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'sm:hidden' })}
          >
            Menu
          </button>
        </div>
      </div>
    </header>
  );
}

/** The storefront frame: header, the page, footer. */
export function PublicShell() {
  return (
    <div className="flex min-h-svh flex-col">
      <SkipLink />
      <PublicHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {/* A full screen while a page's code loads: the footer stays below the fold instead of jumping down. */}
        <Suspense fallback={<LoadingScreen fullScreen />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <PublicFooter />
      </Suspense>
      <ClientOnly>
        <Suspense fallback={null}>
          <SocialProofPopup />
        </Suspense>
      </ClientOnly>
    </div>
  );
}

import { ChevronRightIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '@/components/ui/button';

/** Where the page sits: Home › parents › this page (mirrors the BreadcrumbList in the HTML head). */
export function Breadcrumbs({ trail }: { trail: { label: string; to?: string }[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-muted-foreground text-sm">
        {[{ label: 'Home', to: '/' }, ...trail].map((crumb, i, all) => (
          <li key={crumb.label} className="flex items-center gap-1">
            {i > 0 && <ChevronRightIcon className="size-3.5" aria-hidden="true" />}
            {crumb.to && i < all.length - 1 ? (
              <Link to={crumb.to} className="underline-offset-4 hover:text-foreground hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="text-foreground">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The closing call to action of the content pages: browse and request a quote. */
export function QuoteCallToAction({
  heading = 'Ready to plan your party?',
  text = 'Browse the catalogue and press Get Quote on any product. Our sales team replies within 24 hours with pricing for your quantities and delivery.',
}: {
  heading?: string;
  text?: string;
}) {
  return (
    <section
      aria-labelledby="quote-cta"
      className="flex flex-col items-start gap-4 rounded-xl bg-gradient-to-br from-primary to-purple-950 p-6 text-primary-foreground md:p-8"
    >
      <h2 id="quote-cta" className="text-xl md:text-2xl">
        {heading}
      </h2>
      <p className="max-w-2xl text-fuchsia-50">{text}</p>
      <div className="flex flex-wrap gap-3">
        <Link to="/products" className={buttonVariants({ variant: 'festive', size: 'lg' })}>
          Get a quote
        </Link>
        <Link to="/login" className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
          Open a partner account
        </Link>
      </div>
    </section>
  );
}

/**
 * Brings the section the address names (/delivery#delivery-areas) into view once the page shows it
 * (`ready`: the section is drawn). The router's scroll restoration does so for a link followed on a
 * settled page; this also covers a section drawn later (the FAQ's contact block, below a list that
 * loads) and an in-page link followed while a server-drawn page is being taken over, after which
 * React draws the page afresh at the top.
 */
export function useScrollToSection(ready = true) {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash && ready) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash, ready]);
}

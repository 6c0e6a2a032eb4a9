import { ChevronRightIcon } from 'lucide-react';
import { Link } from 'react-router';
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

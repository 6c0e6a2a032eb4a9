import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';

/** Any other path (docs/product/storefront-and-sign-in.md). */
export function NotFoundPage() {
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="font-bold text-6xl text-primary">404</h1>
      <p className="text-muted-foreground text-xl">Oops! Page not found</p>
      <Link to="/" className={buttonVariants({ variant: 'link' })}>
        Return to Home
      </Link>
    </main>
  );
}

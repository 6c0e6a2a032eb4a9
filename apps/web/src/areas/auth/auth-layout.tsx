import { PartyPopperIcon } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

/** The sign-in pages' frame: the brand, one card, a way home. */
export function AuthLayout({
  title,
  description,
  children,
  footer,
}: {
  title?: string;
  description?: React.ReactNode;
  children: React.ReactNode;
  footer?: React.ReactNode;
}) {
  return (
    <div className="flex min-h-svh flex-col bg-gradient-to-br from-secondary via-background to-amber-50">
      <header className="p-4">
        <Link to="/" className="inline-flex items-center gap-2 rounded-md font-bold text-lg text-primary">
          <PartyPopperIcon className="size-6" aria-hidden="true" />
          Party Central
        </Link>
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pt-6 pb-12 md:pt-12">
        <Card className="w-full max-w-md">
          {(title || description) && (
            <CardHeader>
              {title && <h1 className="text-2xl">{title}</h1>}
              {description && <CardDescription>{description}</CardDescription>}
            </CardHeader>
          )}
          <CardContent className="flex flex-col gap-4">{children}</CardContent>
        </Card>
      </main>
      {footer && <footer className="pb-6 text-center text-muted-foreground text-sm">{footer}</footer>}
    </div>
  );
}

/** Links between the three sign-in doors. */
export function OtherDoors() {
  return (
    <nav aria-label="Other sign-in pages" className="flex flex-wrap justify-center gap-4">
      <Link to="/login" className="underline-offset-4 hover:underline">
        Partner Portal Login
      </Link>
      <Link to="/login/associate" className="underline-offset-4 hover:underline">
        Staff Login
      </Link>
      <Link to="/login/vendor" className="underline-offset-4 hover:underline">
        Supplier Login
      </Link>
    </nav>
  );
}

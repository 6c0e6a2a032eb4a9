import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export interface QuickLink {
  to: string;
  title: string;
  description: string;
  icon: LucideIcon;
}

/** A dashboard's greeting and its shortcuts; no figures until the real ones exist. */
export function Welcome({ name, lead, links }: { name: string; lead: string; links: readonly QuickLink[] }) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={`Welcome, ${name}`} description={lead} />
      <QuickLinkCards links={links} />
    </div>
  );
}

// Whole class names, so Tailwind finds them.
const wideColumns = { 3: 'xl:grid-cols-3', 4: 'xl:grid-cols-4' } as const;

/** A dashboard's shortcuts as cards, each one link; `columns` is how many share a row on wide screens. */
export function QuickLinkCards({
  links,
  columns = 3,
}: {
  links: readonly QuickLink[];
  columns?: keyof typeof wideColumns;
}) {
  return (
    <ul className={cn('grid gap-4 sm:grid-cols-2', wideColumns[columns])}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className="block h-full rounded-xl">
            <Card className="h-full transition-colors hover:border-primary">
              <CardHeader>
                <link.icon className="size-6 text-primary" aria-hidden="true" />
                <CardTitle>{link.title}</CardTitle>
                <CardDescription>{link.description}</CardDescription>
              </CardHeader>
            </Card>
          </Link>
        </li>
      ))}
    </ul>
  );
}

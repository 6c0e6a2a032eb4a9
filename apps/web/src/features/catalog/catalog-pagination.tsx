import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useInBrowser } from '@/components/client-only';
import { Button } from '@/components/ui/button';

interface CatalogPaginationProps {
  page: number;
  pageCount: number;
  /** The page count is a lower bound (the catalogue stopped counting): more pages follow it. */
  morePages?: boolean;
  onPageChange: (page: number) => void;
}

/** Previous / Next through the server's pages; hidden when everything fits on one. */
export function CatalogPagination({
  page,
  pageCount,
  morePages = false,
  onPageChange,
}: CatalogPaginationProps) {
  // Not ready until the page's script has taken a server-drawn page over: a click would do nothing.
  const inBrowser = useInBrowser();
  if (pageCount <= 1 && !morePages) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-center gap-4">
      <Button variant="outline" disabled={!inBrowser || page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeftIcon aria-hidden="true" />
        Previous
      </Button>
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {morePages ? `Page ${page} of ${pageCount}+` : `Page ${page} of ${pageCount}`}
      </p>
      <Button
        variant="outline"
        disabled={!inBrowser || (page >= pageCount && !morePages)}
        onClick={() => onPageChange(page + 1)}
      >
        Next
        <ChevronRightIcon aria-hidden="true" />
      </Button>
    </nav>
  );
}

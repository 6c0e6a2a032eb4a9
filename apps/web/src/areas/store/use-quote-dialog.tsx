import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';

// The dialog (forms, zod) downloads on the first Get Quote press, never with the page itself.
const QuoteDialog = lazy(() => import('@/features/quotes/quote-dialog'));

export interface QuotableProduct {
  id: string;
  name: string;
  price: number;
  imageUrl: string | null;
}

/** Get Quote on any card or product page: one dialog a page, mounted once first asked for. */
export function useQuoteDialog(): { openQuote: (product: QuotableProduct) => void; quoteDialog: ReactNode } {
  const [product, setProduct] = useState<QuotableProduct | null>(null);
  const [open, setOpen] = useState(false);
  const openQuote = useCallback((chosen: QuotableProduct) => {
    setProduct({ id: chosen.id, name: chosen.name, price: chosen.price, imageUrl: chosen.imageUrl });
    setOpen(true);
  }, []);
  const quoteDialog = product ? (
    <Suspense fallback={null}>
      <QuoteDialog product={product} open={open} onOpenChange={setOpen} />
    </Suspense>
  ) : null;
  return { openQuote, quoteDialog };
}

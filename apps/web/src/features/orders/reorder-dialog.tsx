import type { Order } from '@party/shared/orders/contract';
import type { ReorderResponse } from '@party/shared/orders/reorder-contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { StatusBadge } from '@/components/status-badge';
import { buttonVariants } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useReorder } from './api';

/**
 * Order Again from a row or the order's overlay: the request, the order it is for (so only its button
 * waits), its failure as a toast and its answer for ReorderDialog.
 */
export function useOrderAgain() {
  const reorder = useReorder();
  const [result, setResult] = useState<ReorderResponse | null>(null);
  return {
    start(order: Order) {
      reorder.mutate(order.id, {
        onSuccess: setResult,
        onError: (error) => toast.error('Could not order this again', { description: error.message }),
      });
    },
    pendingId: reorder.isPending ? reorder.variables : undefined,
    result,
    close: () => setResult(null),
  };
}

/**
 * What Order Again did (docs/product/wholesale-buying.md, "Order again"): the summary ('Added 12 lines.
 * 2 prices changed, …'), each line with what changed, and View Cart.
 */
export function ReorderDialog({
  result,
  onOpenChange,
}: {
  result: ReorderResponse | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={result !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        {result && (
          <>
            <DialogHeader>
              <DialogTitle>Order Again</DialogTitle>
              <DialogDescription>{result.summary}</DialogDescription>
            </DialogHeader>
            <ul
              aria-label="What happened to each line"
              className="flex max-h-80 flex-col divide-y overflow-y-auto"
            >
              {result.lines.map((line, i) => (
                <li
                  key={line.productId ?? `gone-${i}`}
                  className="flex items-start justify-between gap-3 py-2 text-sm"
                >
                  <span className="min-w-0">
                    <span className="font-medium">{line.name}</span>
                    <span className="text-muted-foreground">
                      {' '}
                      × {line.quantity > 0 ? line.quantity : line.orderedQuantity}
                    </span>
                    {line.message && <span className="block text-muted-foreground">{line.message}</span>}
                  </span>
                  <StatusBadge entity="reorderLine" status={line.status} />
                </li>
              ))}
            </ul>
            <DialogFooter>
              <Link to="/partner/cart" className={buttonVariants()}>
                View Cart
              </Link>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

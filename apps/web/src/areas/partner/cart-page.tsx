import type { CartLine } from '@party/shared/cart/contract';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangleIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListSkeleton, ListStates } from '@/components/list/list-states';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { PriceWithList } from '@/components/price-with-list';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cartQueryOptions, useLiveCart, useRemoveCartLine, useUpdateCartLine } from '@/features/cart/api';
import { ProductImage } from '@/features/catalog/product-image';
import { EmptyCart } from './empty-cart';
import { QuantityStepper } from './quantity-stepper';

/**
 * One line: picture, name, price each (the list price struck through when theirs is lower), the next
 * quantity break, a pack-size or stock warning, quantity, line total and Remove.
 */
function CartLineItem({
  line,
  updating,
  onQuantity,
  onRemove,
}: {
  line: CartLine;
  updating: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center gap-4 p-4" aria-label={line.name}>
      <div className="size-16 shrink-0 overflow-hidden rounded-md">
        <ProductImage src={line.imageUrl} alt="" category={line.category} />
      </div>
      <div className="flex min-w-40 flex-1 flex-col gap-1">
        <Link to={`/partner/shop/${line.productId}`} className="font-medium hover:underline">
          {line.name}
        </Link>
        <span className="text-muted-foreground text-sm">
          <PriceWithList price={line.price} listPrice={line.listPrice} /> each · SKU {line.sku}
        </span>
        {line.nextBreak && (
          <span className="text-green-800 text-sm" data-testid="next-break">
            Buy {line.nextBreak.more.toLocaleString('en-AU')} more for{' '}
            <Money amount={line.nextBreak.saving} /> off each
          </span>
        )}
        {line.quantityProblem && (
          <span className="flex items-center gap-1 text-orange-800 text-sm">
            <AlertTriangleIcon className="size-4" aria-hidden="true" />
            {line.quantityProblem}
          </span>
        )}
        {line.quantity > line.stockQuantity && (
          <span className="flex items-center gap-1 text-orange-800 text-sm">
            <AlertTriangleIcon className="size-4" aria-hidden="true" />
            {line.stockQuantity === 0 ? 'Out of stock' : `Only ${line.stockQuantity} in stock`}
          </span>
        )}
      </div>
      <QuantityStepper
        value={line.quantity}
        label={`Quantity of ${line.name}`}
        step={line.packSize}
        min={line.minOrderQty}
        disabled={updating}
        onChange={onQuantity}
      />
      <Money amount={line.lineTotal} className="w-24 text-right font-medium" />
      <Button size="icon" variant="ghost" aria-label={`Remove ${line.name}`} onClick={onRemove}>
        <Trash2Icon aria-hidden="true" />
      </Button>
    </li>
  );
}

/** Items, subtotal and the ways on; `short` when a line asks for more than is in stock. */
function CartSummary({
  itemCount,
  subtotal,
  short,
}: {
  itemCount: number;
  subtotal: number;
  short: boolean;
}) {
  return (
    <Card className="h-fit">
      <CardHeader>
        <CardTitle>Summary</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm">
          <dt>Items</dt>
          <dd className="text-right">{itemCount}</dd>
          <dt className="font-semibold">Subtotal</dt>
          <dd className="text-right font-semibold">
            <Money amount={subtotal} />
          </dd>
        </dl>
        <p className="text-muted-foreground text-xs">Delivery and any promo code are applied at checkout.</p>
        {short && (
          <p className="text-orange-800 text-sm" role="status">
            Change the quantities marked above before checking out.
          </p>
        )}
        <Link to="/partner/checkout" className={buttonVariants({ size: 'lg' })}>
          Proceed to Checkout
        </Link>
        <Link to="/partner/shop" className={buttonVariants({ variant: 'outline' })}>
          Continue Shopping
        </Link>
      </CardContent>
    </Card>
  );
}

/**
 * The partner's cart (docs/product/partner-portal.md, checkout): quantities, remove, subtotal, on to
 * checkout.
 */
export default function PartnerCartPage() {
  useLiveCart();
  const cart = useQuery(cartQueryOptions);
  const update = useUpdateCartLine();
  const remove = useRemoveCartLine();
  const [removing, setRemoving] = useState<CartLine | null>(null);

  const setQuantity = (line: CartLine, quantity: number) =>
    update.mutate({ id: line.id, quantity }, { onError: (error) => toast.error(error.message) });
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        toast.success(`${removing.name} removed from your cart`);
        setRemoving(null);
      },
      onError: (error) => toast.error(error.message),
    });
  };

  const short = cart.data?.items.filter((l) => l.quantity > l.stockQuantity || l.quantityProblem) ?? [];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Your Cart" description="Check quantities, then proceed to checkout." />
      <ListStates
        query={cart}
        isEmpty={(data) => data.items.length === 0}
        loadingLabel="Loading your cart"
        loading={<ListSkeleton label="Loading your cart" rows={2} rowClassName="h-24" className="gap-3" />}
        errorTitle="Your cart could not be loaded."
        empty={<EmptyCart description="Add products from the shop and they will wait here." />}
      >
        {({ items, itemCount, subtotal }) => (
          <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
            <ul className="flex flex-col divide-y rounded-lg border" aria-label="Cart items">
              {items.map((line) => (
                <CartLineItem
                  key={line.id}
                  line={line}
                  updating={update.isPending}
                  onQuantity={(quantity) => setQuantity(line, quantity)}
                  onRemove={() => setRemoving(line)}
                />
              ))}
            </ul>
            <CartSummary itemCount={itemCount} subtotal={subtotal} short={short.length > 0} />
          </div>
        )}
      </ListStates>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this item?"
        description={removing ? `${removing.name} will be removed from your cart.` : ''}
        confirmLabel="Remove"
        destructive
        pending={remove.isPending}
        onConfirm={confirmRemove}
      />
    </div>
  );
}

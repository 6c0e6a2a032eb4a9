import { useQuery } from '@tanstack/react-query';
import { ShoppingCartIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { cartQueryOptions, useLiveCart } from '@/features/cart/api';
import { cn } from '@/lib/utils';

/** The header's cart: the live number of units, leading to /partner/cart. */
export function CartButton() {
  useLiveCart();
  const cart = useQuery(cartQueryOptions);
  const count = cart.data?.itemCount ?? 0;
  const label = count === 1 ? 'Cart, 1 item' : `Cart, ${count.toLocaleString('en-AU')} items`;
  return (
    <Link
      to="/partner/cart"
      aria-label={label}
      className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'relative')}
    >
      <ShoppingCartIcon aria-hidden="true" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-festive px-1 font-semibold text-[0.7rem] text-festive-foreground"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}

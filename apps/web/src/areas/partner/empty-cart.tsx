import { ShoppingCartIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { buttonVariants } from '@/components/ui/button';

/** 'Your cart is empty', with Shop Now!: the cart page and checkout, each with its own description. */
export function EmptyCart({ description }: { description: string }) {
  return (
    <EmptyState
      icon={ShoppingCartIcon}
      title="Your cart is empty"
      description={description}
      action={
        <Link to="/partner/shop" className={buttonVariants()}>
          Shop Now!
        </Link>
      }
    />
  );
}

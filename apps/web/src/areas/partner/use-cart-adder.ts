import { cartMessages } from '@party/shared/cart/contract';
import { toast } from 'sonner';
import { useAddToCart } from '@/features/cart/api';

/**
 * Add to Cart with the toasts: 'Item added to cart' for a new line, 'Cart updated successfully'
 * when the quantity summed with a line already there, 'Failed to add item to cart' otherwise.
 * `pendingId` is the product being added, so only its button shows the wait.
 */
export function useCartAdder() {
  const addToCart = useAddToCart();
  return {
    add(productId: string, quantity = 1, messages?: { added?: string; failed?: string }) {
      addToCart.mutate(
        { productId, quantity },
        {
          onSuccess: (result) =>
            toast.success(messages?.added ?? (result.merged ? cartMessages.updated : cartMessages.added)),
          onError: (error) =>
            toast.error(messages?.failed ?? cartMessages.addFailed, { description: error.message }),
        },
      );
    },
    pendingId: addToCart.isPending ? addToCart.variables?.productId : undefined,
  };
}

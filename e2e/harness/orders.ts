import { type APIRequestContext, expect } from '@playwright/test';

/** Writes through the API as the signed-in user of this request context (CSRF token, origin). */
export async function postAs(request: APIRequestContext, baseURL: string, url: string, data: unknown) {
  const csrf = await request.get('/api/csrf');
  const { token } = (await csrf.json()) as { token: string };
  return request.post(url, { data, headers: { 'x-csrf-token': token, origin: new URL(baseURL).origin } });
}

/**
 * The partner places a fresh order through the API (cart, checkout), so the journey owns its order:
 * `quantity` units of the first demo product with 40 in stock (and under `maxPrice`, when given).
 */
export async function placeOrder(
  request: APIRequestContext,
  baseURL: string,
  {
    paymentMethod = 'invoice',
    quantity = 3,
    maxPrice = Number.POSITIVE_INFINITY,
  }: { paymentMethod?: 'invoice' | 'account'; quantity?: number; maxPrice?: number } = {},
) {
  const products = (await (await request.get('/api/store/products?pageSize=48')).json()) as {
    items: { id: string; slug: string }[];
  };
  let productId: string | null = null;
  for (const card of products.items) {
    const detail = (await (await request.get(`/api/store/products/${card.slug}`)).json()) as {
      stockQuantity: number;
      price: number;
    };
    if (detail.stockQuantity >= 40 && detail.price < maxPrice) {
      productId = card.id;
      break;
    }
  }
  expect(productId, 'a demo product with 40 units').not.toBeNull();
  const added = await postAs(request, baseURL, '/api/partner/cart/items', { productId, quantity });
  expect(added.status(), await added.text()).toBe(201);
  const methods = (await (await request.get('/api/partner/delivery-methods')).json()) as {
    items: { id: string }[];
  };
  const placed = await postAs(request, baseURL, '/api/partner/checkout', {
    deliveryMethodId: methods.items[0]!.id,
    shipping: {
      name: 'Orders Journey',
      address: '1 Test Lane',
      city: 'Carlton',
      state: 'VIC',
      postalCode: '3053',
    },
    paymentMethod,
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()) as { orderId: string; orderNumber: string; total: number };
}

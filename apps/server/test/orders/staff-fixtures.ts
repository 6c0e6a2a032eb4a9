import { inflateSync } from 'node:zlib';
import type { SignedIn } from '../helpers/factories.ts';
import type { TestContext } from '../helpers/test-app.ts';
import { addToCart, call, checkout, checkoutBody, createStockedProduct } from './order-fixtures.ts';

/** A partner's real order through the cart and checkout: `lines` of [price, quantity, name]. */
export async function placeOrderFor(
  ctx: TestContext,
  partner: SignedIn,
  deliveryMethodId: string,
  lines: [price: string, quantity: number, name?: string][],
  overrides: Parameters<typeof checkoutBody>[1] = {},
) {
  const products = [];
  for (const [price, quantity, name] of lines) {
    const product = await createStockedProduct(ctx, { price, stock: 100, ...(name ? { name } : {}) });
    await addToCart(ctx, partner, product.id, quantity);
    products.push(product);
  }
  const res = await checkout(ctx, partner, checkoutBody(deliveryMethodId, overrides));
  if (res.statusCode !== 201) throw new Error(`checkout failed: ${res.body}`);
  return { orderId: res.json().orderId as string, products };
}

export function setStatus(ctx: TestContext, who: SignedIn, orderId: string, status: string, notes?: string) {
  return call(ctx, who, 'PATCH', `/api/associate/orders/${orderId}/status`, {
    status,
    ...(notes ? { notes } : {}),
  });
}

/**
 * The text a PDF shows, read the way a viewer would: each content stream inflated and the strings of
 * its TJ/Tj operators joined (pdfkit writes standard-font text as hex strings in WinAnsi).
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const op of content.matchAll(/\[(.*?)\]\s*TJ|(<[0-9a-fA-F]*>)\s*Tj/g)) {
      const parts = (op[1] ?? op[2]!).matchAll(/<([0-9a-fA-F]*)>/g);
      out.push([...parts].map((p) => Buffer.from(p[1]!, 'hex').toString('latin1')).join(''));
    }
  }
  return out.join('\n');
}

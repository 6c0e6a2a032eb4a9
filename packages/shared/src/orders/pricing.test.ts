import { describe, expect, it } from 'vitest';
import { orderNumberOf, orderSubtotal, priceOrder } from './pricing.ts';

describe('priceOrder', () => {
  const lines = [
    { priceCents: 1250, quantity: 3 },
    { priceCents: 10, quantity: 7 },
  ];

  it('adds delivery to the goods when there is no promo', () => {
    expect(priceOrder(lines, 995, null)).toEqual({
      subtotalCents: 3820,
      discountCents: 0,
      deliveryCents: 995,
      totalCents: 4815,
    });
  });

  it('takes 20% off the goods, not the delivery, rounded to the cent', () => {
    expect(priceOrder(lines, 995, { kind: 'percent', percent: 20 })).toMatchObject({
      discountCents: 764,
      totalCents: 3820 - 764 + 995,
    });
  });

  it('discounts only eligible lines and never more than the goods', () => {
    const mixed = [
      { priceCents: 1000, quantity: 1, eligible: false },
      { priceCents: 500, quantity: 2 },
    ];
    expect(priceOrder(mixed, 0, { kind: 'percent', percent: 50 }).discountCents).toBe(500);
    expect(priceOrder(mixed, 0, { kind: 'fixed', cents: 99_999 }).discountCents).toBe(1000);
  });

  it('free shipping zeroes the delivery', () => {
    expect(priceOrder(lines, 995, { kind: 'free_shipping' })).toMatchObject({
      deliveryCents: 0,
      totalCents: 3820,
    });
  });
});

describe('order display rules: number and subtotal', () => {
  it('numbers an order by the first 8 characters of its id', () => {
    expect(orderNumberOf('3f2a9c1d-1111-4222-8333-444455556666')).toBe('3f2a9c1d');
  });

  it('shows total minus delivery as the subtotal, without float dust', () => {
    expect(orderSubtotal({ totalAmount: 40.3, deliveryCost: 9.95 })).toBe(30.35);
  });

  it("adds a discount back, so the subtotal is the lines' sum the discount is taken from", () => {
    // 40 × $16.45 = $658.00, 10 % off ($65.80), no delivery: total $592.20.
    expect(orderSubtotal({ totalAmount: 592.2, deliveryCost: 0, discountAmount: 65.8 })).toBe(658);
    expect(orderSubtotal({ totalAmount: 602.15, deliveryCost: 9.95, discountAmount: 65.8 })).toBe(658);
  });
});

import {
  address,
  balloonIds,
  dayBefore,
  detailsByLines,
  ensureReturnOfSeveralLines,
  fewestAndMost,
  lastYear,
  newEmail,
  ordersByLines,
  placeOrder,
  userIdOf,
} from './demo.ts';
import type { CountedList, Harness } from './harness.ts';

/** The demo partner's company: a buyer whose order limit sends a bigger order to approval. */
const buyer = 'buyer@partycentral.com.au';
/** A school of one member (its owner). */
const school = 'school@partycentral.com.au';

/** The statement months of the last half year with the fewest and the most lines. */
function statementMonths(h: Harness) {
  const months = Array.from({ length: 6 }, (_, n) => {
    const day = new Date();
    day.setUTCDate(1);
    day.setUTCMonth(day.getUTCMonth() - n);
    return day.toISOString().slice(0, 7);
  });
  return fewestAndMost(
    months,
    async (month) =>
      (await h.get<{ lines: unknown[] }>('partner', `/api/partner/statements?month=${month}`)).lines.length,
  );
}

async function savedListId(h: Harness, name: string): Promise<string> {
  const { items } = await h.get<{ items: { id: string; name: string }[] }>('partner', '/api/partner/lists');
  const list = items.find((l) => l.name === name);
  if (!list) throw new Error(`no saved list ${name}`);
  return list.id;
}

async function firstConversationId(h: Harness): Promise<string> {
  const { items } = await h.get<{ items: { id: string }[] }>('partner', '/api/partner/support/conversations');
  return items[0]!.id;
}

const returnsByLines = (h: Harness) =>
  detailsByLines(h, 'partner', '/api/partner/returns', (id) => `/api/partner/returns/${id}`);

const deliveredOrders = (h: Harness) => ordersByLines(h, 'partner', '/api/partner/orders?status=delivered');

/** The partner portal's lists: the demo partner's company's rows. */
export const partnerLists: CountedList[] = [
  {
    route: '/api/notifications',
    as: 'partner',
    few: '/api/notifications',
    many: '/api/notifications',
    grow: async (h) => {
      const userId = await userIdOf(h, 'partner');
      for (const title of ['Stocktake on Friday', 'New balloon range'])
        await h.send('admin', 'POST', '/api/admin/notifications', { userId, title, message: 'Counted.' });
    },
  },
  {
    route: '/api/partner/product-prices',
    as: 'partner',
    few: async (h) => `/api/partner/product-prices?ids=${(await balloonIds(h, 1)).join(',')}`,
    many: async (h) => `/api/partner/product-prices?ids=${(await balloonIds(h, 12)).join(',')}`,
  },
  {
    route: '/api/partner/cart',
    as: 'partner',
    few: '/api/partner/cart',
    many: '/api/partner/cart',
    grow: async (h) => {
      for (const productId of await balloonIds(h, 3, 10))
        await h.send('partner', 'POST', '/api/partner/cart/items', { productId, quantity: 2 });
    },
  },
  {
    route: '/api/partner/wishlist',
    as: 'partner',
    few: '/api/partner/wishlist',
    many: '/api/partner/wishlist',
    grow: async (h) => {
      const { items } = await h.get<{ items: { productId: string }[] }>('partner', '/api/partner/wishlist');
      const have = new Set(items.map((i) => i.productId));
      const more = (await balloonIds(h, 30)).filter((id) => !have.has(id)).slice(0, 3);
      for (const productId of more) await h.send('partner', 'POST', '/api/partner/wishlist', { productId });
    },
  },
  {
    route: '/api/partner/lists',
    as: 'partner',
    few: '/api/partner/lists',
    many: '/api/partner/lists',
    setup: async (h) => {
      await h.send('partner', 'POST', '/api/partner/lists', { name: 'Counted: Weekly' });
    },
    grow: async (h) => {
      const [a, b] = await balloonIds(h, 2);
      for (const name of ['Counted: Fete', 'Counted: Wedding'])
        await h.send('partner', 'POST', '/api/partner/lists', {
          name,
          lines: [
            { productId: a, quantity: 1 },
            { productId: b, quantity: 2 },
          ],
        });
    },
  },
  {
    route: '/api/partner/lists/:id',
    name: 'a saved list’s lines at my prices today',
    as: 'partner',
    few: async (h) => `/api/partner/lists/${await savedListId(h, 'Counted: Lines')}`,
    many: async (h) => `/api/partner/lists/${await savedListId(h, 'Counted: Lines')}`,
    rows: (body) => body.lines as unknown[],
    setup: async (h) => {
      const [productId] = await balloonIds(h, 1);
      await h.send('partner', 'POST', '/api/partner/lists', {
        name: 'Counted: Lines',
        lines: [{ productId, quantity: 3 }],
      });
    },
    grow: async (h) => {
      const ids = await balloonIds(h, 6);
      await h.send('partner', 'PUT', `/api/partner/lists/${await savedListId(h, 'Counted: Lines')}/lines`, {
        lines: ids.map((productId, i) => ({ productId, quantity: i + 1 })),
      });
    },
  },
  {
    route: '/api/partner/products/:id/reviews',
    as: 'partner',
    few: async (h) => `/api/partner/products/${(await balloonIds(h, 1, 20))[0]}/reviews`,
    many: async (h) => `/api/partner/products/${(await balloonIds(h, 1, 20))[0]}/reviews`,
    setup: async (h) => {
      const [productId] = await balloonIds(h, 1, 20);
      await h.send('partner', 'POST', `/api/partner/products/${productId}/reviews`, {
        rating: 5,
        title: 'Counted',
        comment: 'Floats for days.',
      });
    },
    grow: async (h) => {
      const [productId] = await balloonIds(h, 1, 20);
      for (const who of [school, buyer] as const)
        await h.send(who, 'POST', `/api/partner/products/${productId}/reviews`, {
          rating: 4,
          title: 'Counted too',
          comment: 'Good colour.',
        });
    },
  },
  {
    route: '/api/partner/orders',
    as: 'partner',
    few: '/api/partner/orders?status=cancelled',
    many: '/api/partner/orders',
  },
  {
    route: '/api/partner/orders/:id',
    name: 'an order’s lines',
    as: 'partner',
    few: async (h) =>
      `/api/partner/orders/${(await ordersByLines(h, 'partner', '/api/partner/orders')).fewest}`,
    many: async (h) =>
      `/api/partner/orders/${(await ordersByLines(h, 'partner', '/api/partner/orders')).most}`,
    rows: (body) => body.items as unknown[],
  },
  {
    route: '/api/partner/orders/:id/returnable',
    name: 'a delivered order’s lines',
    as: 'partner',
    few: async (h) => `/api/partner/orders/${(await deliveredOrders(h)).fewest}/returnable`,
    many: async (h) => `/api/partner/orders/${(await deliveredOrders(h)).most}/returnable`,
    rows: (body) => body.lines as unknown[],
  },
  {
    route: '/api/partner/approvals',
    as: 'partner',
    few: '/api/partner/approvals?tab=awaiting',
    many: '/api/partner/approvals?tab=awaiting',
    grow: async (h) => {
      // Over the buyer's $500 order limit: each order waits for an approver.
      for (const productId of await balloonIds(h, 2, 2)) await placeOrder(h, buyer, productId, 60);
    },
  },
  {
    route: '/api/partner/addresses',
    as: 'partner',
    few: '/api/partner/addresses',
    many: '/api/partner/addresses',
    grow: async (h) => {
      for (const label of ['Counted: Depot', 'Counted: Hall'])
        await h.send('partner', 'POST', '/api/partner/addresses', address(label));
    },
  },
  {
    route: '/api/partner/credit/requests',
    as: 'partner',
    fewAs: school,
    few: '/api/partner/credit/requests',
    many: '/api/partner/credit/requests',
    setup: async (h) => {
      await h.send(school, 'POST', '/api/partner/credit/requests', {
        requestedLimit: 5000,
        currentSpending: 1200,
        reason: 'The school fete is coming.',
      });
    },
  },
  {
    route: '/api/partner/analytics',
    as: 'partner',
    few: `/api/partner/analytics?from=${dayBefore(20)}&to=${dayBefore(0)}`,
    many: `/api/partner/analytics?${lastYear}`,
  },
  {
    route: '/api/partner/support/conversations',
    as: 'partner',
    few: (_h, [first]) =>
      `/api/partner/support/conversations?search=${encodeURIComponent(String(first?.title))}`,
    many: '/api/partner/support/conversations',
  },
  {
    route: '/api/partner/support/conversations/:id/messages',
    as: 'partner',
    few: async (h) => `/api/partner/support/conversations/${await firstConversationId(h)}/messages`,
    many: async (h) => `/api/partner/support/conversations/${await firstConversationId(h)}/messages`,
    grow: async (h) => {
      const id = await firstConversationId(h);
      for (const content of ['One more question.', 'And another.'])
        await h.send('partner', 'POST', `/api/partner/support/conversations/${id}/messages`, { content });
    },
  },
  {
    route: '/api/partner/support/tickets',
    as: 'partner',
    few: '/api/partner/support/tickets',
    many: '/api/partner/support/tickets',
    setup: async (h) => {
      await h.send('partner', 'POST', '/api/partner/support/tickets', {
        title: 'Counted: late delivery',
        description: 'Where is it?',
      });
    },
    grow: async (h) => {
      for (const title of ['Counted: wrong colour', 'Counted: invoice copy'])
        await h.send('partner', 'POST', '/api/partner/support/tickets', {
          title,
          description: 'Please help.',
        });
    },
  },
  {
    route: '/api/partner/company/members',
    as: 'partner',
    fewAs: school,
    few: '/api/partner/company/members',
    many: '/api/partner/company/members',
  },
  {
    route: '/api/partner/company/invitations',
    as: 'partner',
    few: '/api/partner/company/invitations',
    many: '/api/partner/company/invitations',
    setup: async (h) => {
      await h.send('partner', 'POST', '/api/partner/company/invitations', {
        email: newEmail(),
        role: 'buyer',
      });
    },
    grow: async (h) => {
      for (const role of ['viewer', 'approver'])
        await h.send('partner', 'POST', '/api/partner/company/invitations', { email: newEmail(), role });
    },
  },
  {
    route: '/api/partner/statements',
    as: 'partner',
    few: async (h) => `/api/partner/statements?month=${(await statementMonths(h)).fewest}`,
    many: async (h) => `/api/partner/statements?month=${(await statementMonths(h)).most}`,
  },
  {
    route: '/api/partner/returns/:id',
    name: 'a return’s lines',
    as: 'partner',
    few: async (h) => `/api/partner/returns/${(await returnsByLines(h)).fewest}`,
    many: async (h) => `/api/partner/returns/${(await returnsByLines(h)).most}`,
    rows: (body) => body.lines as unknown[],
    setup: ensureReturnOfSeveralLines,
  },
  {
    // The demo partner's three returns: one rejected (docs/product/returns.md).
    route: '/api/partner/returns',
    as: 'partner',
    few: '/api/partner/returns?status=rejected',
    many: '/api/partner/returns',
  },
];

import { campaignDefaults } from '@party/shared';
import {
  aroundOldestOrder,
  balloonIds,
  dayBefore,
  detailsByLines,
  ensureReturnOfSeveralLines,
  fewestAndMost,
  lastYear,
  ordersByLines,
  placeOrder,
} from './demo.ts';
import type { CountedList, Harness } from './harness.ts';
import { smallVendor } from './store-and-vendor-lists.ts';

const lastWeek = `from=${dayBefore(7)}&to=${dayBefore(0)}`;

/** A balloon line no other entry changes: its stock and price histories grow here. */
async function historyProduct(h: Harness): Promise<string> {
  return (await balloonIds(h, 1, 25))[0]!;
}

/** A price change of products, through the admin's bulk change (it writes their price history). */
async function changePrices(h: Harness, productIds: string[], percent: number) {
  await h.send('admin', 'POST', '/api/admin/bulk', { action: 'price_percent', percent, productIds });
}

/** The demo's draft quote (QT-000009, for the demo partner): staff may add its lines. */
async function draftQuoteId(h: Harness): Promise<string> {
  const { items } = await h.get<{ items: { id: string }[] }>('sales', '/api/associate/quotes?status=draft');
  return items[0]!.id;
}

async function quoteProductIds(h: Harness): Promise<string[]> {
  const quote = await h.get<{ items: { productId: string }[] }>(
    'sales',
    `/api/associate/quotes/${await draftQuoteId(h)}`,
  );
  return quote.items.map((i) => i.productId);
}

/** Three more balloon lines on the draft quote. */
async function addQuoteLines(h: Harness) {
  const have = new Set(await quoteProductIds(h));
  const more = (await balloonIds(h, 30)).filter((p) => !have.has(p)).slice(0, 3);
  await h.send('sales', 'POST', `/api/associate/quotes/${await draftQuoteId(h)}/items`, {
    items: more.map((productId) => ({ productId, quantity: 4 })),
  });
}

async function vendorIdOf(h: Harness, as: 'vendor' | typeof smallVendor): Promise<string> {
  return (await h.get<{ id: string }>(as, '/api/vendor/profile')).id;
}

/** The products with the fewest (one) and the most vendors offering them. */
async function offeredProducts(h: Harness) {
  const offers = new Map<string, number>();
  for (let page = 1; ; page++) {
    const { items, total } = await h.get<{ items: { productId: string }[]; total: number }>(
      'admin',
      `/api/admin/vendor-products?pageSize=100&page=${page}`,
    );
    for (const { productId } of items) offers.set(productId, (offers.get(productId) ?? 0) + 1);
    if (page * 100 >= total) break;
  }
  return fewestAndMost([...offers.keys()], (id) => offers.get(id)!);
}

async function firstChatId(h: Harness): Promise<string> {
  const { items } = await h.get<{ items: { id: string }[] }>('sales', '/api/associate/support/chats');
  return items[0]!.id;
}

async function firstPriceListId(h: Harness): Promise<string> {
  const { items } = await h.get<{ items: { id: string }[] }>('products', '/api/associate/price-lists');
  return items[0]!.id;
}

/** The companies with an account holding the fewest and the most open invoices. */
async function receivableCompanies(h: Harness) {
  const url = '/api/associate/receivables/companies';
  const { items } = await h.get<{ items: { id: string }[] }>('finance', url);
  return fewestAndMost(
    items.map((c) => c.id),
    async (id) => (await h.get<{ invoices: unknown[] }>('finance', `${url}/${id}`)).invoices.length,
  );
}

const staffOrders = '/api/associate/orders?pageSize=100';

const purchaseOrdersByLines = (h: Harness) =>
  detailsByLines(
    h,
    'sales',
    '/api/associate/purchase-orders?pageSize=100',
    (id) => `/api/associate/purchase-orders/${id}`,
  );

const staffReturnsByLines = (h: Harness) =>
  detailsByLines(h, 'sales', '/api/associate/returns?pageSize=100', (id) => `/api/associate/returns/${id}`);

/** The campaigns used on the fewest and the most days. */
async function campaignsByDays(h: Harness) {
  const url = '/api/associate/campaigns';
  const { items } = await h.get<{ items: { id: string }[] }>('sales', `${url}?pageSize=100`);
  return fewestAndMost(
    items.map((c) => c.id),
    async (id) => (await h.get<{ days: unknown[] }>('sales', `${url}/${id}/analytics`)).days.length,
  );
}

/** The associate portal's lists (staff: every company's rows). */
export const associateLists: CountedList[] = [
  {
    // A search answers with one statement and a plain page with two: both reads search.
    route: '/api/associate/products',
    as: 'sales',
    few: (_h, [first]) => `/api/associate/products?search=${encodeURIComponent(String(first?.name))}`,
    many: '/api/associate/products?search=e',
  },
  {
    route: '/api/associate/products/:id/inventory-history',
    as: 'sales',
    few: async (h) => `/api/associate/products/${await historyProduct(h)}/inventory-history`,
    many: async (h) => `/api/associate/products/${await historyProduct(h)}/inventory-history`,
    setup: async (h) => {
      const url = `/api/associate/products/${await historyProduct(h)}/stock-adjustments`;
      await h.send('products', 'POST', url, { changeType: 'restock', quantity: 5 });
    },
    grow: async (h) => {
      const url = `/api/associate/products/${await historyProduct(h)}/stock-adjustments`;
      await h.send('products', 'POST', url, { changeType: 'adjustment', quantity: -2 });
      await h.send('products', 'POST', url, { changeType: 'restock', quantity: 12 });
    },
  },
  {
    route: '/api/associate/products/:id/price-history',
    as: 'sales',
    few: async (h) => `/api/associate/products/${await historyProduct(h)}/price-history`,
    many: async (h) => `/api/associate/products/${await historyProduct(h)}/price-history`,
    setup: async (h) => changePrices(h, [await historyProduct(h)], 5),
    grow: async (h) => {
      await changePrices(h, [await historyProduct(h)], 5);
      await changePrices(h, [await historyProduct(h)], -5);
    },
  },
  {
    route: '/api/associate/price-lists',
    as: 'products',
    few: '/api/associate/price-lists?pageSize=1',
    many: '/api/associate/price-lists',
  },
  {
    route: '/api/associate/price-lists/companies',
    as: 'products',
    few: '/api/associate/price-lists/companies?search=Barossa',
    many: '/api/associate/price-lists/companies',
  },
  {
    route: '/api/associate/price-lists/:id',
    name: 'a price list’s products',
    as: 'products',
    few: async (h) => `/api/associate/price-lists/${await firstPriceListId(h)}`,
    many: async (h) => `/api/associate/price-lists/${await firstPriceListId(h)}`,
    rows: (body) => body.items as unknown[],
    grow: async (h) => {
      const id = await firstPriceListId(h);
      const list = await h.get<{
        items: { productId: string; fixedPrice: number | null; percentOff: number | null }[];
      }>('products', `/api/associate/price-lists/${id}`);
      const have = new Set(list.items.map((i) => i.productId));
      const more = (await balloonIds(h, 30)).filter((p) => !have.has(p)).slice(0, 3);
      await h.send('products', 'PUT', `/api/associate/price-lists/${id}/items`, {
        items: [
          ...list.items.map(({ productId, fixedPrice, percentOff }) => ({
            productId,
            fixedPrice,
            percentOff,
          })),
          ...more.map((productId) => ({ productId, percentOff: 5 })),
        ],
      });
    },
  },
  {
    route: '/api/associate/orders',
    as: 'sales',
    few: '/api/associate/orders?pageSize=1',
    many: '/api/associate/orders?pageSize=50',
  },
  {
    route: '/api/associate/orders/:id',
    name: 'an order’s lines',
    as: 'sales',
    few: async (h) => `/api/associate/orders/${(await ordersByLines(h, 'sales', staffOrders)).fewest}`,
    many: async (h) => `/api/associate/orders/${(await ordersByLines(h, 'sales', staffOrders)).most}`,
    rows: (body) => body.items as unknown[],
  },
  {
    route: '/api/associate/quotes',
    as: 'sales',
    few: '/api/associate/quotes?pageSize=1',
    many: '/api/associate/quotes?pageSize=50',
  },
  {
    route: '/api/associate/quotes/:id',
    name: 'a quote’s lines',
    as: 'sales',
    few: async (h) => `/api/associate/quotes/${await draftQuoteId(h)}`,
    many: async (h) => `/api/associate/quotes/${await draftQuoteId(h)}`,
    rows: (body) => body.items as unknown[],
    grow: (h) => addQuoteLines(h),
  },
  {
    route: '/api/associate/quotes/customers',
    as: 'sales',
    few: '/api/associate/quotes/customers',
    many: '/api/associate/quotes/customers',
    grow: async (h) => {
      for (const name of ['Counted Events', 'Counted Hire']) await h.person({ role: 'partner', name });
    },
  },
  {
    route: '/api/associate/quotes/:id/inventory',
    as: 'sales',
    few: async (h) => `/api/associate/quotes/${await draftQuoteId(h)}/inventory`,
    many: async (h) => `/api/associate/quotes/${await draftQuoteId(h)}/inventory`,
    grow: (h) => addQuoteLines(h),
  },
  {
    route: '/api/associate/quotes/:id/price-history',
    as: 'sales',
    few: async (h) => `/api/associate/quotes/${await draftQuoteId(h)}/price-history`,
    many: async (h) => `/api/associate/quotes/${await draftQuoteId(h)}/price-history`,
    setup: async (h) => changePrices(h, (await quoteProductIds(h)).slice(0, 1), 2),
    grow: async (h) => changePrices(h, (await quoteProductIds(h)).slice(1), 2),
  },
  {
    route: '/api/associate/quotes/:id/documents',
    as: 'sales',
    few: async (h) => `/api/associate/quotes/${await draftQuoteId(h)}/documents`,
    many: async (h) => `/api/associate/quotes/${await draftQuoteId(h)}/documents`,
    setup: async (h) => {
      const url = `/api/associate/quotes/${await draftQuoteId(h)}/documents`;
      await h.send('sales', 'POST', url, { name: 'Call notes', documentType: 'note' });
    },
    grow: async (h) => {
      const url = `/api/associate/quotes/${await draftQuoteId(h)}/documents`;
      await h.send('sales', 'POST', url, {
        name: 'Balloon spec',
        documentType: 'specification',
        content: 'Gold',
      });
      await h.send('sales', 'POST', url, { name: 'Follow-up', documentType: 'note' });
    },
  },
  {
    route: '/api/associate/campaigns',
    as: 'sales',
    few: '/api/associate/campaigns?pageSize=1',
    many: '/api/associate/campaigns?pageSize=50',
  },
  {
    route: '/api/associate/campaigns/:id/analytics',
    name: 'a campaign’s days',
    as: 'sales',
    few: async (h) => `/api/associate/campaigns/${(await campaignsByDays(h)).fewest}/analytics`,
    many: async (h) => `/api/associate/campaigns/${(await campaignsByDays(h)).most}/analytics`,
    rows: (body) => body.days as unknown[],
    setup: async (h) => {
      // A campaign of today, used once today: one day of use beside the demo campaign's several.
      const { usageLimit: _u, minPurchaseAmount: _m, ...defaults } = campaignDefaults();
      const campaign = await h.send<{ id: string; promoCode: string }>(
        'sales',
        'POST',
        '/api/associate/campaigns',
        {
          ...defaults,
          name: 'Counted Balloon Sale',
          discountValue: 5,
        },
      );
      await h.send('sales', 'POST', `/api/associate/campaigns/${campaign.id}/submit`, {});
      await h.send('finance', 'POST', `/api/associate/campaigns/${campaign.id}/approve`, {});
      const [productId] = await balloonIds(h, 1, 5);
      await placeOrder(h, 'school@partycentral.com.au', productId!, 2, campaign.promoCode);
    },
  },
  {
    route: '/api/associate/purchase-orders',
    as: 'sales',
    few: '/api/associate/purchase-orders?pageSize=1',
    many: '/api/associate/purchase-orders?pageSize=50',
  },
  {
    route: '/api/associate/purchase-orders/:id',
    name: 'a purchase order’s lines',
    as: 'sales',
    few: async (h) => `/api/associate/purchase-orders/${(await purchaseOrdersByLines(h)).fewest}`,
    many: async (h) => `/api/associate/purchase-orders/${(await purchaseOrdersByLines(h)).most}`,
    rows: (body) => body.lines as unknown[],
  },
  {
    route: '/api/associate/purchasing/low-stock',
    as: 'sales',
    few: '/api/associate/purchasing/low-stock?pageSize=1',
    many: '/api/associate/purchasing/low-stock?pageSize=50',
  },
  {
    route: '/api/associate/products/:id/vendor-offers',
    as: 'sales',
    few: async (h) => `/api/associate/products/${(await offeredProducts(h)).fewest}/vendor-offers`,
    many: async (h) => `/api/associate/products/${(await offeredProducts(h)).most}/vendor-offers`,
  },
  {
    route: '/api/associate/vendors/:id/offers',
    as: 'sales',
    few: async (h) => `/api/associate/vendors/${await vendorIdOf(h, smallVendor)}/offers`,
    many: async (h) => `/api/associate/vendors/${await vendorIdOf(h, 'vendor')}/offers`,
  },
  {
    route: '/api/associate/vendor-payments',
    as: 'finance',
    few: '/api/associate/vendor-payments?pageSize=1',
    many: '/api/associate/vendor-payments?pageSize=50',
  },
  {
    route: '/api/associate/workflows',
    as: 'sales',
    few: '/api/associate/workflows',
    many: '/api/associate/workflows',
    grow: async (h) => {
      for (const title of ['Counted: stocktake', 'Counted: Christmas window']) {
        const { id } = await h.send<{ id: string }>('sales', 'POST', '/api/associate/workflows', {
          title,
          description: 'Get it out',
        });
        await h.send('sales', 'POST', `/api/associate/workflows/${id}/steps`, { title: 'First step' });
      }
    },
  },
  {
    route: '/api/associate/tasks',
    as: 'sales',
    fewAs: 'finance',
    few: '/api/associate/tasks',
    many: '/api/associate/tasks',
  },
  {
    route: '/api/associate/support/tickets',
    as: 'sales',
    few: '/api/associate/support/tickets?status=closed',
    many: '/api/associate/support/tickets',
  },
  {
    route: '/api/associate/support/conversations/:id/messages',
    as: 'sales',
    few: async (h) => `/api/associate/support/conversations/${await firstChatId(h)}/messages`,
    many: async (h) => `/api/associate/support/conversations/${await firstChatId(h)}/messages`,
    grow: async (h) => {
      const url = `/api/associate/support/conversations/${await firstChatId(h)}/messages`;
      for (const content of ['On its way.', 'Anything else?'])
        await h.send('sales', 'POST', url, { content });
    },
  },
  {
    route: '/api/associate/support/chats',
    as: 'sales',
    few: (_h, [first]) => `/api/associate/support/chats?search=${encodeURIComponent(String(first?.title))}`,
    many: '/api/associate/support/chats',
  },
  {
    route: '/api/associate/leads',
    as: 'sales',
    few: '/api/associate/leads?stage=new',
    many: '/api/associate/leads?stage=all',
  },
  {
    route: '/api/associate/leads/owners',
    as: 'sales',
    few: '/api/associate/leads/owners',
    many: '/api/associate/leads/owners',
    grow: async (h) => {
      for (const name of ['Counted Seller', 'Counted Closer'])
        await h.person({ role: 'associate', associateRole: 'sales', name });
    },
  },
  {
    route: '/api/associate/faqs',
    as: 'products',
    few: '/api/associate/faqs?category=payment',
    many: '/api/associate/faqs',
  },
  {
    route: '/api/associate/credit-requests',
    as: 'finance',
    few: '/api/associate/credit-requests?status=pending',
    many: '/api/associate/credit-requests',
  },
  {
    route: '/api/associate/receivables/invoices',
    as: 'finance',
    few: '/api/associate/receivables/invoices?pageSize=1',
    many: '/api/associate/receivables/invoices?pageSize=50',
  },
  {
    route: '/api/associate/receivables/companies',
    as: 'finance',
    few: '/api/associate/receivables/companies?search=Barossa',
    many: '/api/associate/receivables/companies',
  },
  {
    route: '/api/associate/receivables/companies/:companyId',
    name: 'a company’s open invoices',
    as: 'finance',
    few: async (h) => `/api/associate/receivables/companies/${(await receivableCompanies(h)).fewest}`,
    many: async (h) => `/api/associate/receivables/companies/${(await receivableCompanies(h)).most}`,
    rows: (body) => body.invoices as unknown[],
  },
  {
    route: '/api/associate/receivables/payments',
    as: 'finance',
    few: '/api/associate/receivables/payments?pageSize=1',
    many: '/api/associate/receivables/payments?pageSize=50',
  },
  {
    route: '/api/associate/receivables/ageing',
    as: 'finance',
    few: '/api/associate/receivables/ageing?search=Barossa',
    many: '/api/associate/receivables/ageing',
  },
  {
    route: '/api/associate/analytics/sales',
    as: 'admin',
    few: `/api/associate/analytics/sales?${lastWeek}`,
    many: `/api/associate/analytics/sales?${lastYear}`,
  },
  {
    route: '/api/associate/analytics/stock-turns',
    as: 'admin',
    few: async (h) => `/api/associate/analytics/stock-turns?${await aroundOldestOrder(h)}`,
    many: `/api/associate/analytics/stock-turns?${lastYear}`,
    rows: (body) => body.topProducts as unknown[],
  },
  {
    route: '/api/associate/analytics/campaigns',
    as: 'admin',
    few: `/api/associate/analytics/campaigns?${lastWeek}`,
    many: `/api/associate/analytics/campaigns?${lastYear}`,
    rows: (body) => body.campaigns as unknown[],
  },
  {
    route: '/api/associate/analytics/storefront',
    as: 'admin',
    few: `/api/associate/analytics/storefront?${lastWeek}`,
    many: `/api/associate/analytics/storefront?${lastYear}`,
    rows: (body) => body.daily as unknown[],
  },
  {
    route: '/api/associate/returns/:id',
    name: 'a return’s lines',
    as: 'sales',
    few: async (h) => `/api/associate/returns/${(await staffReturnsByLines(h)).fewest}`,
    many: async (h) => `/api/associate/returns/${(await staffReturnsByLines(h)).most}`,
    rows: (body) => body.lines as unknown[],
    setup: ensureReturnOfSeveralLines,
  },
  {
    route: '/api/associate/returns',
    as: 'sales',
    few: '/api/associate/returns?status=rejected',
    many: '/api/associate/returns',
  },
];

import { aroundOldestOrder, balloonIds, dayBefore, lastYear, ordersByLines } from './demo.ts';
import type { CountedList, Harness } from './harness.ts';

async function companyIdOf(h: Harness, name: string): Promise<string> {
  const { items } = await h.get<{ items: { id: string }[] }>(
    'admin',
    `/api/admin/companies?search=${encodeURIComponent(name)}`,
  );
  return items[0]!.id;
}

async function demoVendorId(h: Harness): Promise<string> {
  return (await h.get<{ id: string }>('vendor', '/api/vendor/profile')).id;
}

/** A bulk change that flips whether two balloon lines are featured. */
async function bulkRun(h: Harness, isFeatured: boolean) {
  await h.send('admin', 'POST', '/api/admin/bulk', {
    action: 'featured',
    isFeatured,
    productIds: await balloonIds(h, 2, 28),
  });
}

const adminOrders = '/api/admin/orders?pageSize=100';

/** The admin area's lists. */
export const adminLists: CountedList[] = [
  {
    route: '/api/admin/vendor-documents',
    as: 'admin',
    few: '/api/admin/vendor-documents?pageSize=1',
    many: '/api/admin/vendor-documents?pageSize=50',
  },
  {
    route: '/api/admin/users',
    as: 'admin',
    few: '/api/admin/users?pageSize=1',
    many: '/api/admin/users?pageSize=50',
  },
  {
    route: '/api/admin/associates/accounts',
    as: 'admin',
    few: '/api/admin/associates/accounts?pageSize=1',
    many: '/api/admin/associates/accounts?pageSize=50',
  },
  {
    route: '/api/admin/audit',
    as: 'admin',
    few: '/api/admin/audit?pageSize=1',
    many: '/api/admin/audit?pageSize=50',
  },
  {
    route: '/api/admin/companies',
    as: 'admin',
    few: '/api/admin/companies?pageSize=1',
    many: '/api/admin/companies?pageSize=50',
  },
  {
    route: '/api/admin/companies/:id',
    name: 'a company’s members',
    as: 'admin',
    few: async (h) => `/api/admin/companies/${await companyIdOf(h, 'Bayside Primary')}`,
    many: async (h) => `/api/admin/companies/${await companyIdOf(h, 'Confetti')}`,
    rows: (body) => body.members as unknown[],
  },
  {
    route: '/api/admin/onboarding',
    as: 'admin',
    few: '/api/admin/onboarding?status=approved',
    many: '/api/admin/onboarding',
  },
  {
    route: '/api/admin/orders',
    as: 'admin',
    few: '/api/admin/orders?pageSize=1',
    many: '/api/admin/orders?pageSize=50',
  },
  {
    route: '/api/admin/orders/:id',
    name: 'an order’s lines',
    as: 'admin',
    few: async (h) => `/api/admin/orders/${(await ordersByLines(h, 'admin', adminOrders)).fewest}`,
    many: async (h) => `/api/admin/orders/${(await ordersByLines(h, 'admin', adminOrders)).most}`,
    rows: (body) => body.items as unknown[],
  },
  {
    route: '/api/admin/vendor-products',
    as: 'admin',
    few: '/api/admin/vendor-products?pageSize=1',
    many: '/api/admin/vendor-products?pageSize=50',
  },
  {
    route: '/api/admin/vendor-products/catalogue',
    as: 'admin',
    few: async (h) => {
      const vendorId = await demoVendorId(h);
      const { items } = await h.get<{ items: { name: string }[] }>(
        'admin',
        `/api/admin/vendor-products/catalogue?vendorId=${vendorId}`,
      );
      return `/api/admin/vendor-products/catalogue?vendorId=${vendorId}&search=${encodeURIComponent(items[0]!.name)}`;
    },
    many: async (h) => `/api/admin/vendor-products/catalogue?vendorId=${await demoVendorId(h)}`,
  },
  {
    route: '/api/admin/bulk',
    as: 'admin',
    few: '/api/admin/bulk',
    many: '/api/admin/bulk',
    setup: (h) => bulkRun(h, true),
    grow: async (h) => {
      await bulkRun(h, false);
      await bulkRun(h, true);
    },
  },
  {
    route: '/api/admin/notifications',
    as: 'admin',
    few: '/api/admin/notifications',
    many: '/api/admin/notifications',
    grow: async (h) => {
      for (const role of ['vendor', 'partner'])
        await h.send('admin', 'POST', '/api/admin/notifications', {
          role,
          title: 'Counted: trading hours',
          message: 'Closed on Monday.',
        });
    },
  },
  {
    route: '/api/admin/notifications/recipients',
    as: 'admin',
    few: '/api/admin/notifications/recipients?search=Bella',
    many: '/api/admin/notifications/recipients?search=partycentral',
  },
  {
    route: '/api/admin/mailbox',
    as: 'admin',
    few: '/api/admin/mailbox?limit=1',
    many: '/api/admin/mailbox',
    setup: async (h) => {
      // A password reset link mailed to two seeded partners who are signed in nowhere here.
      for (const email of ['olivia@harbourevents.example', 'marcus@lanewaycelebrations.example']) {
        const { items } = await h.get<{ items: { id: string }[] }>(
          'admin',
          `/api/admin/users?search=${email}`,
        );
        await h.send('admin', 'POST', `/api/admin/users/${items[0]!.id}/password-reset`);
      }
    },
  },
  {
    route: '/api/admin/files',
    as: 'admin',
    few: '/api/admin/files?pageSize=1',
    many: '/api/admin/files?pageSize=50',
  },
  {
    route: '/api/admin/files/owners',
    as: 'admin',
    few: '/api/admin/files/owners?pageSize=1',
    many: '/api/admin/files/owners?pageSize=50',
  },
  {
    route: '/api/admin/reports/sales-by-partner',
    as: 'admin',
    few: async (h) => `/api/admin/reports/sales-by-partner?${await aroundOldestOrder(h)}`,
    many: `/api/admin/reports/sales-by-partner?${lastYear}`,
    rows: (body) => body.partners as unknown[],
  },
  {
    route: '/api/admin/reports/storefront-events',
    as: 'admin',
    few: `/api/admin/reports/storefront-events?from=${dayBefore(7)}&to=${dayBefore(0)}`,
    many: `/api/admin/reports/storefront-events?${lastYear}`,
    rows: (body) => body.daily as unknown[],
  },
];

import type { CountedList } from './harness.ts';

/** A seeded vendor with fewer rows than the demo vendor: the narrow read of lists that have no filter. */
export const smallVendor = 'mia@koalapaper.example';

/** The storefront's lists (anyone) and the vendor portal's (a vendor's own rows). */
export const storeAndVendorLists: CountedList[] = [
  {
    route: '/api/store/products',
    as: 'anonymous',
    few: '/api/store/products?pageSize=1',
    many: '/api/store/products?pageSize=48',
  },
  {
    route: '/api/store/faqs',
    as: 'anonymous',
    few: '/api/store/faqs?category=payment',
    many: '/api/store/faqs',
  },
  {
    route: '/api/vendor/purchase-orders',
    as: 'vendor',
    fewAs: smallVendor,
    few: '/api/vendor/purchase-orders',
    many: '/api/vendor/purchase-orders',
  },
  {
    route: '/api/vendor/shipments',
    as: 'vendor',
    fewAs: smallVendor,
    few: '/api/vendor/shipments',
    many: '/api/vendor/shipments',
  },
  {
    route: '/api/vendor/payments',
    as: 'vendor',
    fewAs: smallVendor,
    few: '/api/vendor/payments',
    many: '/api/vendor/payments',
  },
  {
    route: '/api/vendor/products',
    as: 'vendor',
    fewAs: smallVendor,
    few: '/api/vendor/products',
    many: '/api/vendor/products',
  },
  {
    route: '/api/vendor/documents',
    as: 'vendor',
    fewAs: smallVendor,
    few: '/api/vendor/documents',
    many: '/api/vendor/documents',
  },
  {
    route: '/api/vendor/catalogue',
    as: 'vendor',
    few: (_h, [first]) => `/api/vendor/catalogue?search=${encodeURIComponent(String(first?.name))}`,
    many: '/api/vendor/catalogue',
  },
];

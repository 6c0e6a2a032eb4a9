/** How much of everything a run makes: the full store at scale 1 (ten times today's goals). */
export interface Sizes {
  products: number;
  companies: number;
  /** Company members (partner users); the first `companies` of them are the owners. */
  members: number;
  /** Staff users: ticket assignees, audit actors, price-list authors. Not scaled. */
  staff: number;
  orders: number;
  tickets: number;
  auditRows: number;
  files: number;
  quotes: number;
  leads: number;
  /** Vendors, each with its user; purchase orders are spread over them. */
  vendors: number;
  purchaseOrders: number;
}

const FULL: Omit<Sizes, 'staff'> = {
  products: 1_000_000,
  companies: 20_000,
  members: 50_000,
  orders: 1_000_000,
  tickets: 200_000,
  auditRows: 1_000_000,
  files: 100_000,
  quotes: 100_000,
  leads: 100_000,
  vendors: 200,
  purchaseOrders: 50_000,
};

/** Each count times `scale`, never below what the shapes need (a company and its owner, one row). */
export function sizesFor(scale: number): Sizes {
  if (!(scale > 0 && scale <= 1)) throw new Error(`--scale must be in (0, 1], got ${scale}`);
  const of = (n: number, least = 1) => Math.max(least, Math.round(n * scale));
  const companies = of(FULL.companies, 2);
  return {
    products: of(FULL.products, 20),
    companies,
    members: Math.max(of(FULL.members), companies * 2),
    staff: 20,
    orders: of(FULL.orders),
    tickets: of(FULL.tickets),
    auditRows: of(FULL.auditRows),
    files: of(FULL.files),
    quotes: of(FULL.quotes),
    leads: of(FULL.leads),
    vendors: of(FULL.vendors),
    purchaseOrders: of(FULL.purchaseOrders),
  };
}

/**
 * Order lines per order, 1 to 9 in turn (1 + 7·o mod 9 visits each residue once in nine orders), so
 * the lines average five an order: 5,000,000 at full size.
 */
export const LINES_PER_ORDER_SQL = (o: string) => `(1 + (${o} * 7) % 9)::int`;

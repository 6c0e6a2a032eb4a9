import { randomUUID } from 'node:crypto';
import { analyticsEvents, notifications, tasks, workflowSteps, workflows } from '../db/schema/index.ts';
import { insertInChunks, type SeedContext, type SeededProduct } from './context.ts';
import { daysAgo, daysFromNow, isoDate } from './random.ts';
import type { SeededOrder } from './seed-orders.ts';
import type { People } from './seed-people.ts';

type StepStatus = 'pending' | 'in_progress' | 'completed';

/** Workflows with steps, follow-up tasks, unread notifications and a month of page analytics. */
export async function seedStaffWork(
  ctx: SeedContext,
  people: People,
  products: SeededProduct[],
  orders: SeededOrder[],
) {
  const { tx, rng, now } = ctx;
  const flows: {
    title: string;
    description: string;
    owner: string;
    age: number;
    steps: [string, StepStatus, number | null][];
  }[] = [
    {
      title: 'Onboard Koala Paper Goods',
      description: 'Bring the new decorations supplier from contract to first purchase order.',
      owner: people.products.id,
      age: 20,
      steps: [
        ['Check ABN and insurance documents', 'completed', -15],
        ['Agree payment terms', 'completed', -10],
        ['Load vendor catalogue', 'in_progress', 3],
        ['Raise first purchase order', 'pending', 10],
        ['Review first delivery quality', 'pending', 24],
      ],
    },
    {
      title: 'Christmas catalogue refresh',
      description: 'Festive range live on the storefront by 1 November.',
      owner: people.sales.id,
      age: 8,
      steps: [
        ['Pick the festive range', 'completed', -4],
        ['Photograph new lines', 'pending', 6],
        ['Write product descriptions', 'pending', 9],
        ['Schedule Christmas campaign', 'pending', 14],
      ],
    },
    {
      title: 'End of financial year stocktake',
      description: 'Count both warehouses and reconcile inventory value before 30 June.',
      owner: people.finance.id,
      age: 140,
      steps: [
        ['Freeze stock movements', 'completed', -130],
        ['Count Lidcombe warehouse', 'completed', -129],
        ['Count Braeside warehouse', 'completed', -128],
        ['Reconcile and report', 'completed', -125],
      ],
    },
  ];
  const flowRows = flows.map((f) => {
    const done = f.steps.every(([, s]) => s === 'completed');
    return {
      id: randomUUID(),
      title: f.title,
      description: f.description,
      createdBy: f.owner,
      status: done ? ('completed' as const) : ('active' as const),
      completedAt: done ? daysAgo(now, f.age - 16) : null,
      createdAt: daysAgo(now, f.age),
      updatedAt: daysAgo(now, 1),
    };
  });
  await tx.insert(workflows).values(flowRows);
  await tx.insert(workflowSteps).values(
    flows.flatMap((f, fi) =>
      f.steps.map(([title, status, due], orderIndex) => ({
        workflowId: flowRows[fi]?.id ?? '',
        title,
        orderIndex,
        status,
        assigneeId: f.owner,
        dueDate: due === null ? null : isoDate(daysFromNow(now, due)),
        completedAt: status === 'completed' ? daysAgo(now, Math.max(-(due ?? 0), 1)) : null,
        createdAt: daysAgo(now, f.age),
      })),
    ),
  );

  // The task each order status change creates (docs/product/associate-portal.md), still open for recent orders.
  const recent = orders.filter((o) => o.status === 'processing' || o.status === 'shipped');
  await tx.insert(tasks).values([
    ...recent.map((o) => ({
      userId: people.sales.id,
      assigneeId: people.sales.id,
      type: 'order_status_change',
      title: `Order ${o.id.slice(0, 8)} moved to ${o.status}`,
      description:
        o.status === 'processing' ? 'Pick, pack and book the carrier.' : 'Confirm delivery with the partner.',
      status: 'pending' as const,
      relatedEntityType: 'order',
      relatedEntityId: o.id,
      createdAt: o.createdAt,
    })),
    {
      userId: people.finance.id,
      assigneeId: people.finance.id,
      type: 'follow_up',
      title: 'Chase overdue Southern Cross invoice',
      priority: 'high' as const,
      status: 'in_progress' as const,
      dueDate: isoDate(daysFromNow(now, 2)),
      createdAt: daysAgo(now, 3),
    },
  ]);

  const lowStock = products.filter((p) => p.stock <= 10).slice(0, 4);
  await tx.insert(notifications).values([
    {
      userId: people.partner.id,
      title: 'Order shipped',
      message: 'Your order is on its way. Track it from Track Orders.',
      type: 'info',
      actionUrl: '/partner/orders',
      createdAt: daysAgo(now, 3),
    },
    {
      userId: people.partner.id,
      title: 'New message from support',
      message: 'Chloe replied to your school fete enquiry.',
      type: 'info',
      actionUrl: '/partner/messages',
      createdAt: daysAgo(now, 0.1),
    },
    {
      userId: people.partner.id,
      title: 'Credit limit approved',
      message: 'Your credit limit of $15,000.00 is active.',
      type: 'success',
      read: true,
      actionUrl: '/partner/account',
      createdAt: daysAgo(now, 298),
    },
    {
      userId: people.vendor.id,
      title: 'New purchase order',
      message: 'Party Central sent you a purchase order to review.',
      type: 'info',
      actionUrl: '/vendor/orders',
      createdAt: daysAgo(now, 1),
    },
    {
      userId: people.vendor.id,
      title: 'Insurance expiring soon',
      message: 'Your public liability insurance expires in 21 days.',
      type: 'warning',
      actionUrl: '/vendor/documents',
      createdAt: daysAgo(now, 2),
    },
    {
      userId: people.sales.id,
      title: 'New quote request',
      message: 'Jessica Taylor requested a quote.',
      type: 'info',
      actionUrl: '/associate/quotes',
      createdAt: daysAgo(now, 0.3),
    },
    {
      userId: people.finance.id,
      title: 'Credit limit request',
      message: 'Marcus Rossi asked for a $10,000.00 credit limit.',
      type: 'info',
      actionUrl: '/admin/partners/credit-requests',
      createdAt: daysAgo(now, 0.6),
    },
    {
      userId: people.admin.id,
      title: 'Onboarding application',
      message: 'Noah Kelly applied to become a vendor.',
      type: 'info',
      actionUrl: '/admin/onboarding',
      createdAt: daysAgo(now, 6),
    },
    ...lowStock.map((p) => ({
      userId: people.products.id,
      title: 'Low Stock Alert',
      message: `${p.name} has ${p.stock} units left.`,
      type: 'warning' as const,
      actionUrl: '/associate/products',
      createdAt: daysAgo(now, rng.int(1, 5)),
    })),
  ]);

  const pages = [
    '/',
    '/products',
    '/faq',
    '/delivery',
    '/guides/birthday-party-planning',
    '/locations/sydney',
    '/locations/melbourne',
  ];
  const events = Array.from({ length: 400 }, () => {
    const createdAt = daysAgo(now, rng.next() * 30);
    const product = rng.pick(products);
    const kind = rng.pick([
      'page_view',
      'page_view',
      'page_view',
      'search',
      'click',
      'time_on_page',
      'conversion',
    ]);
    const pagePath = kind === 'page_view' && rng.chance(0.4) ? `/product/${product.slug}` : rng.pick(pages);
    const metadata: Record<string, unknown> =
      kind === 'search'
        ? {
            query: rng.pick(['balloons', 'gold', 'wedding', 'cake topper', 'plates', 'helium']),
            resultCount: rng.int(0, 40),
            filters: {},
          }
        : kind === 'click'
          ? { element: 'button', target: 'Get Quote', position: rng.int(1, 24) }
          : kind === 'conversion'
            ? { type: 'quote_request', value: rng.int(50, 900), currency: 'AUD' }
            : kind === 'time_on_page'
              ? { durationMs: rng.int(5_000, 300_000) }
              : {
                  title: 'Party Central',
                  referrer: rng.pick(['https://www.google.com/', '', 'https://www.instagram.com/']),
                };
    return {
      eventType: kind,
      pagePath,
      sessionId: `s-${rng.int(1, 120)}`,
      metadata,
      occurredAt: createdAt,
      createdAt,
    };
  });
  await insertInChunks(events, (chunk) => tx.insert(analyticsEvents).values(chunk));
}

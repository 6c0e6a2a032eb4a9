import { randomUUID } from 'node:crypto';
import { leads, quoteApprovalThresholds, quoteDocuments, quoteItems, quotes } from '../db/schema/index.ts';
import type { Person, SeedContext, SeededProduct } from './context.ts';
import { daysAgo, daysFromNow, isoDate, money } from './random.ts';
import type { SeededOrder } from './seed-orders.ts';
import type { People } from './seed-people.ts';

type Status = 'requested' | 'draft' | 'sent' | 'accepted' | 'declined' | 'expired' | 'converted';
interface Plan {
  key: string;
  title: string;
  status: Status;
  age: number;
  customer: { name: string; email: string; phone?: string; company?: string; partner?: Person };
  lines: number;
  bulk?: boolean;
  approval?: 'approved' | 'rejected';
  percentOff?: number;
  event?: { inDays: number; address: string; requirements: string };
}

const APPROVAL_CENTS = 500_000;

/** Quotes in every status with their lines, approval thresholds, documents and the leads they raised. */
export async function seedQuotes(
  ctx: SeedContext,
  people: People,
  products: SeededProduct[],
  orders: SeededOrder[],
) {
  const { tx, rng, now } = ctx;
  const [demo, olivia, marcus, , jack, emily, sam, hannah] = people.partners;
  if (!demo || !olivia || !marcus || !jack || !emily || !sam || !hannah)
    throw new Error('demo partners missing');
  const asCustomer = (p: typeof demo) => ({
    name: p.name,
    email: p.email,
    phone: p.phone,
    company: p.company,
    partner: p,
  });
  const plans: Plan[] = [
    {
      key: 'converted',
      title: 'Spring gala – table styling',
      status: 'converted',
      age: 20,
      customer: asCustomer(demo),
      lines: 0,
      approval: 'approved',
    },
    {
      key: 'expired',
      title: 'Melbourne Cup marquee decorations',
      status: 'expired',
      age: 45,
      customer: asCustomer(marcus),
      lines: 3,
    },
    {
      key: 'declined',
      title: 'Perth Royal Show stand supplies',
      status: 'declined',
      age: 30,
      customer: asCustomer(jack),
      lines: 2,
    },
    {
      key: 'accepted',
      title: 'Barossa winery wedding package',
      status: 'accepted',
      age: 12,
      customer: asCustomer(emily),
      lines: 4,
      bulk: true,
      approval: 'approved',
      percentOff: 10,
    },
    {
      key: 'sent',
      title: 'Corporate Christmas party – 300 guests',
      status: 'sent',
      age: 6,
      customer: asCustomer(olivia),
      lines: 4,
      percentOff: 5,
    },
    {
      key: 'approval',
      title: 'Monthly party bag supply – Q3',
      status: 'draft',
      age: 2,
      customer: asCustomer(sam),
      lines: 3,
      bulk: true,
    },
    {
      key: 'rejected',
      title: 'Term 4 school disco',
      status: 'draft',
      age: 3,
      customer: asCustomer(hannah),
      lines: 3,
      bulk: true,
      approval: 'rejected',
    },
    {
      key: 'draft',
      title: 'School fete – balloons and hats',
      status: 'draft',
      age: 1,
      customer: asCustomer(demo),
      lines: 2,
    },
    {
      key: 'requested-large',
      title: 'Quote request from Northside Accounting',
      status: 'requested',
      age: 1.5,
      customer: {
        name: 'Daniel Morris',
        email: 'daniel.morris@northside.example',
        phone: '0412 558 903',
        company: 'Northside Accounting',
      },
      lines: 3,
      bulk: true,
      event: {
        inDays: 35,
        address: '100 Miller Street, North Sydney NSW 2060',
        requirements: 'End-of-year party for 250 staff; navy and gold colours.',
      },
    },
    {
      key: 'requested',
      title: 'Quote request from Jessica Taylor',
      status: 'requested',
      age: 0.3,
      customer: { name: 'Jessica Taylor', email: 'jess.taylor@example.com', phone: '0433 217 840' },
      lines: 3,
      event: {
        inDays: 24,
        address: '18 Ocean Street, Bondi NSW 2026',
        requirements: 'Pastel theme for a 30th birthday, about 60 guests.',
      },
    },
  ];

  const convertedOrder = orders.find((o) => o.partnerId === demo.id && o.status === 'processing');
  const quoteRows: (typeof quotes.$inferInsert & { id: string })[] = [];
  const itemRows: (typeof quoteItems.$inferInsert)[] = [];
  const idsByKey = new Map<string, string>();
  for (const plan of plans) {
    const id = randomUUID();
    idsByKey.set(plan.key, id);
    const lines =
      plan.key === 'converted' && convertedOrder
        ? convertedOrder.lines.map((l) => ({
            ...l,
            name: products.find((p) => p.id === l.productId)?.name ?? 'Product',
          }))
        : rng
            // Bulk quotes clear the $5,000 approval threshold: at least 200 units of $10–$50 lines.
            .sample(
              plan.bulk ? products.filter((p) => p.priceCents >= 1000 && p.priceCents <= 5000) : products,
              plan.lines,
            )
            .map((p) => ({
              productId: p.id,
              name: p.name,
              priceCents: p.priceCents,
              quantity: plan.bulk ? rng.int(200, 400) : rng.pick([5, 10, 20, 30]),
            }));
    const total = lines.reduce((s, l) => s + l.quantity * l.priceCents, 0);
    const needsApproval = total >= APPROVAL_CENTS;
    const approval = needsApproval ? (plan.approval ?? 'pending') : null;
    const createdAt = daysAgo(now, plan.age);
    const sent = ['sent', 'accepted', 'declined', 'expired', 'converted'].includes(plan.status);
    quoteRows.push({
      id,
      title: plan.title,
      description: plan.event ? 'Submitted through the storefront quote form.' : null,
      partnerId: plan.customer.partner?.id ?? null,
      customerName: plan.customer.name,
      customerEmail: plan.customer.email,
      customerPhone: plan.customer.phone ?? null,
      companyName: plan.customer.company ?? null,
      eventDate: plan.event ? isoDate(daysFromNow(now, plan.event.inDays)) : null,
      deliveryAddress: plan.event?.address ?? null,
      specialRequirements: plan.event?.requirements ?? null,
      createdBy: plan.status === 'requested' ? null : people.sales.id,
      status: plan.status,
      totalAmount: money(total),
      discountType: plan.percentOff ? 'percentage' : null,
      discountValue: plan.percentOff ? money(plan.percentOff * 100) : null,
      discountAmount: money(plan.percentOff ? Math.round((total * plan.percentOff) / 100) : 0),
      requiresApproval: needsApproval,
      approvalStatus: approval,
      approvalReason: approval === 'approved' ? 'Repeat customer; margin above 35 %.' : null,
      rejectionReason:
        approval === 'rejected'
          ? 'Discount requested is below cost on the cake stands; resubmit at list price.'
          : null,
      approverId: approval === 'approved' || approval === 'rejected' ? people.finance.id : null,
      approvedAt: approval === 'approved' ? daysAgo(now, plan.age - 0.5) : null,
      sentAt: sent ? daysAgo(now, plan.age - 1) : null,
      emailSentAt: sent ? daysAgo(now, plan.age - 1) : null,
      emailRecipient: sent ? plan.customer.email : null,
      viewedAt: sent ? daysAgo(now, Math.max(plan.age - 2, 0.1)) : null,
      viewCount: sent ? rng.int(1, 6) : 0,
      validUntil: isoDate(daysFromNow(createdAt, 30)),
      respondedAt: ['accepted', 'declined', 'converted'].includes(plan.status)
        ? daysAgo(now, plan.age - 3)
        : null,
      convertedOrderId: plan.status === 'converted' ? (convertedOrder?.id ?? null) : null,
      convertedAt: plan.status === 'converted' ? convertedOrder?.createdAt : null,
      createdAt,
      updatedAt: daysAgo(now, Math.max(plan.age - 1, 0.05)),
    });
    for (const l of lines)
      itemRows.push({
        quoteId: id,
        productId: l.productId,
        productName: l.name,
        quantity: l.quantity,
        pricePerUnit: money(l.priceCents),
        createdAt,
      });
  }
  // Expired quotes ran past their validity.
  for (const q of quoteRows) if (q.status === 'expired') q.validUntil = isoDate(daysAgo(now, 15));
  quoteRows.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
  await tx.insert(quotes).values(quoteRows);
  await tx.insert(quoteItems).values(itemRows);

  await tx.insert(quoteApprovalThresholds).values([
    {
      name: 'Manager approval',
      thresholdAmount: money(APPROVAL_CENTS),
      isActive: true,
      createdBy: people.admin.id,
    },
    {
      name: 'Director approval',
      thresholdAmount: money(2_000_000),
      isActive: true,
      createdBy: people.admin.id,
    },
    {
      name: 'Old small-order check',
      thresholdAmount: money(250_000),
      isActive: false,
      createdBy: people.admin.id,
    },
  ]);

  const byKey = (key: string) => idsByKey.get(key) ?? '';
  await tx.insert(quoteDocuments).values([
    {
      quoteId: byKey('draft'),
      name: 'Delivery window',
      documentType: 'note',
      content: 'School gates open 7:30 am; deliver to the hall before 8:15 am.',
      uploadedBy: people.sales.id,
      uploadedAt: daysAgo(now, 0.9),
    },
    {
      quoteId: byKey('accepted'),
      name: 'Finance approval',
      documentType: 'approval',
      content: 'Approved at 10 % off; repeat customer with a clean payment record.',
      uploadedBy: people.finance.id,
      uploadedAt: daysAgo(now, 11),
    },
    {
      quoteId: byKey('converted'),
      name: 'Table styling brief',
      documentType: 'specification',
      content: '24 tables of 10; gold rim plates, sage napkins, eucalyptus garland runners.',
      uploadedBy: people.sales.id,
      uploadedAt: daysAgo(now, 19),
    },
    {
      quoteId: byKey('sent'),
      name: 'Customer asked for navy',
      documentType: 'amendment',
      content: 'Swap white table covers for royal blue if stock allows.',
      uploadedBy: people.sales.id,
      uploadedAt: daysAgo(now, 5),
    },
  ]);

  await tx.insert(leads).values([
    {
      source: 'quote',
      stage: 'new',
      name: 'Jessica Taylor',
      email: 'jess.taylor@example.com',
      phone: '0433 217 840',
      location: 'Sydney',
      quoteId: byKey('requested'),
      createdAt: daysAgo(now, 0.3),
    },
    {
      source: 'quote',
      stage: 'contacted',
      name: 'Daniel Morris',
      email: 'daniel.morris@northside.example',
      companyName: 'Northside Accounting',
      phone: '0412 558 903',
      location: 'Sydney',
      quoteId: byKey('requested-large'),
      assignedTo: people.sales.id,
      notes: 'Left a voicemail; follow up Thursday.',
      createdAt: daysAgo(now, 1.5),
    },
    {
      source: 'quote',
      stage: 'lost',
      name: jack.name,
      email: jack.email,
      companyName: jack.company,
      location: jack.city,
      quoteId: byKey('declined'),
      userId: jack.id,
      assignedTo: people.sales.id,
      notes: 'Went with a local supplier on price.',
      createdAt: daysAgo(now, 30),
    },
    {
      source: 'signup',
      stage: 'qualified',
      name: hannah.name,
      email: hannah.email,
      companyName: hannah.company,
      location: hannah.city,
      userId: hannah.id,
      assignedTo: people.salesTeam[1]?.id ?? null,
      estimatedValue: money(350_000),
      notes: 'Runs four school events a year.',
      createdAt: daysAgo(now, 85),
    },
    {
      source: 'signup',
      stage: 'won',
      name: sam.name,
      email: sam.email,
      companyName: sam.company,
      location: sam.city,
      userId: sam.id,
      assignedTo: people.sales.id,
      createdAt: daysAgo(now, 120),
    },
  ]);
}

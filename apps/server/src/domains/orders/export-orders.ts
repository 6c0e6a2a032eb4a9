import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  amountOf,
  businessDay,
  centsOf,
  formatDisplayDate,
  gstIncludedIn,
  orderNumberOf,
  orderStatusLabels,
  type Principal,
  paymentMethodLabels,
  type StaffOrderExportQuery,
  staffOrderMessages,
} from '@party/shared';
import type { Db } from '../../db/client.ts';
import { type CsvRow, csvFigure } from '../../lib/csv.ts';
import type { ReportProgress } from '../../lib/progress.ts';
import { assertAllowed } from '../../lib/row-policy.ts';
import {
  countOrdersToExport,
  type ExportCursor,
  findOrdersToExport,
  type OrderExportRow,
  type StaffOrderFilter,
} from './order-export.repository.ts';
import { orderScope } from './orders.policy.ts';

const header = [
  'Order number',
  'Date',
  'Company',
  'Placed by',
  'Email',
  'Status',
  'Payment method',
  'Delivery method',
  'Items',
  'Subtotal (AUD)',
  'Discount (AUD)',
  'Delivery (AUD)',
  'GST (AUD)',
  'Total (AUD)',
];

/**
 * One order as a row: what its card on the Orders screen shows (docs/product/associate-portal.md,
 * Orders) and its money in AUD with cents: the subtotal of its goods, the discount, the delivery, the
 * GST the total includes (1/11) and the total. Names pass the CSV writer's formula guard.
 */
function cellsOf(order: OrderExportRow): CsvRow {
  const [total, delivery, discount] = [order.totalAmount, order.deliveryCost, order.discountAmount].map(
    centsOf,
  ) as [number, number, number];
  const money = (cents: number) => csvFigure(amountOf(cents));
  return [
    orderNumberOf(order.id),
    formatDisplayDate(order.createdAt),
    order.companyName ?? '',
    order.placedByName.trim() || staffOrderMessages.unknownPartner,
    order.placedByEmail,
    orderStatusLabels[order.status],
    paymentMethodLabels[order.paymentMethod],
    order.deliveryMethod ?? '',
    order.units,
    money(total - delivery + discount),
    money(discount),
    money(delivery),
    money(gstIncludedIn(total)),
    money(total),
  ];
}

export interface ExportChunking {
  /** Orders read per chunk (config EXPORT_CHUNK_ROWS). */
  chunkRows: number;
  /** Told after each chunk: orders written so far, of all. */
  progress: ReportProgress;
}

/**
 * The header and the orders a chunk at a time, each chunk read only once the rows of the last have
 * been taken (the CSV stream pulls them as the client reads): whatever the number of orders, about
 * one chunk is held. Between two chunks other requests run (PGlite has one connection). The count
 * told at the start may be off by orders placed or removed meanwhile, so the last step says what
 * was written.
 */
async function* orderRows(
  db: Db,
  filter: StaffOrderFilter,
  total: number,
  chunking: ExportChunking,
): AsyncGenerator<CsvRow> {
  yield header;
  let after: ExportCursor | null = null;
  let done = 0;
  for (;;) {
    const chunk = await findOrdersToExport(db, filter, after, chunking.chunkRows);
    for (const order of chunk) yield cellsOf(order);
    done += chunk.length;
    if (chunk.length < chunking.chunkRows) break;
    await chunking.progress(done, Math.max(total, done));
    after = chunk.at(-1)!.cursor;
    await nextTurn();
  }
  await chunking.progress(done, done);
}

/**
 * Export CSV of the staff Orders list (docs/product/associate-portal.md, Orders): every order its
 * search and status filter find, all pages, newest first, one row an order, its rows read as the
 * file is written (lib/csv.ts csvStream). Who may: whoever may list every partner's orders (staff
 * and admins). Like the product export, it changes nothing and is not an audit entry.
 */
export async function exportOrders(
  db: Db,
  principal: Principal,
  query: StaffOrderExportQuery,
  chunking: ExportChunking,
): Promise<{ fileName: string; total: number; rows: AsyncIterable<CsvRow> }> {
  assertAllowed(orderScope(principal, 'staff-list').rows === 'all');
  const filter = {
    search: query.search || undefined,
    status: !query.status || query.status === 'all' ? null : query.status,
  };
  const total = await countOrdersToExport(db, filter);
  await chunking.progress(0, total);
  return {
    fileName: `orders-${businessDay()}.csv`,
    total,
    rows: orderRows(db, filter, total, chunking),
  };
}

import type { ReturnStatus } from '@party/shared';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { containsPattern, likeEscape } from '../../db/like.ts';
import {
  adjustmentNotes,
  companies,
  orders,
  returnLines,
  returnRequests,
  users,
} from '../../db/schema/index.ts';
import type { RowScope } from '../../lib/row-policy.ts';

// The returns lists and one return as screens read them (docs/product/returns.md).

export interface ReturnRow {
  id: string;
  number: string;
  orderId: string;
  companyId: string;
  companyName: string;
  companyAbn: string | null;
  partnerId: string;
  orderCreatedAt: Date;
  paymentMethod: string;
  status: ReturnStatus;
  reason: (typeof returnRequests.$inferSelect)['reason'];
  notes: string;
  requestedBy: string | null;
  requestedByName: string | null;
  requestedByEmail: string | null;
  decisionReason: string | null;
  decidedAt: Date | null;
  receivedAt: Date | null;
  units: number;
  creditAmount: string | null;
  createdAt: Date;
}

function selectReturns(tx: Tx) {
  const units = tx
    .select({
      returnId: returnLines.returnId,
      units: sql<number>`sum(${returnLines.quantity})::int`.as('units'),
    })
    .from(returnLines)
    .groupBy(returnLines.returnId)
    .as('units');
  return tx
    .select({
      id: returnRequests.id,
      number: returnRequests.number,
      orderId: returnRequests.orderId,
      companyId: returnRequests.companyId,
      companyName: companies.name,
      companyAbn: companies.abn,
      partnerId: orders.partnerId,
      orderCreatedAt: orders.createdAt,
      paymentMethod: orders.paymentMethod,
      status: returnRequests.status,
      reason: returnRequests.reason,
      notes: returnRequests.notes,
      requestedBy: returnRequests.requestedBy,
      requestedByName: users.name,
      requestedByEmail: users.email,
      decisionReason: returnRequests.decisionReason,
      decidedAt: returnRequests.decidedAt,
      receivedAt: returnRequests.receivedAt,
      units: sql<number>`coalesce(${units.units}, 0)::int`,
      creditAmount: adjustmentNotes.totalAmount,
      createdAt: returnRequests.createdAt,
    })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .innerJoin(companies, eq(companies.id, returnRequests.companyId))
    .leftJoin(users, eq(users.id, returnRequests.requestedBy))
    .leftJoin(units, eq(units.returnId, returnRequests.id))
    .leftJoin(adjustmentNotes, eq(adjustmentNotes.returnId, returnRequests.id));
}

/** The rows a scope reaches: a company's (a buyer's: of the orders they placed), or all. */
function scopeFilter(scope: RowScope): SQL | undefined {
  if (scope.rows === 'all') return undefined;
  if (scope.rows !== 'company') return sql`false`;
  return and(
    eq(returnRequests.companyId, scope.companyId),
    scope.placedBy ? eq(orders.partnerId, scope.placedBy) : undefined,
  );
}

export interface ReturnListFilter {
  status: 'all' | ReturnStatus;
  search?: string | undefined;
  page: number;
  pageSize: number;
}

function listFilter(scope: RowScope, filter: ReturnListFilter): SQL | undefined {
  const search = filter.search?.trim();
  const prefix = search ? `${likeEscape(search.replace(/^(ORD|INV)-/i, '').toLowerCase())}%` : '';
  return and(
    scopeFilter(scope),
    filter.status === 'all' ? undefined : eq(returnRequests.status, filter.status),
    search
      ? or(
          ilike(returnRequests.number, containsPattern(search)),
          ilike(companies.name, containsPattern(search)),
          sql`${orders.id}::text like ${prefix}`,
        )
      : undefined,
  );
}

/** One page of returns, newest first, and how many there are in all. */
export async function findReturns(
  tx: Tx,
  scope: RowScope,
  filter: ReturnListFilter,
): Promise<{ rows: ReturnRow[]; total: number }> {
  const where = listFilter(scope, filter);
  const rows = await selectReturns(tx)
    .where(where)
    .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [counted] = await tx
    .select({ n: count() })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .innerJoin(companies, eq(companies.id, returnRequests.companyId))
    .where(where);
  return { rows, total: counted?.n ?? 0 };
}

/** One return the scope reaches; null when there is none or it is out of reach. */
export async function findReturn(tx: Tx, scope: RowScope, id: string): Promise<ReturnRow | null> {
  const [row] = await selectReturns(tx).where(and(eq(returnRequests.id, id), scopeFilter(scope)));
  return row ?? null;
}

import type { FileKind, FileListParams } from '@party/shared';
import { type Counted, pageOffset } from '@party/shared/paging/paging';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of.ts';
import { onOrAfterDay, onOrBeforeDay } from '../../db/business-days.ts';
import type { Tx } from '../../db/client.ts';
import { countUpTo } from '../../db/count-up-to.ts';
import { distinctValues } from '../../db/distinct-values.ts';
import { containsPattern } from '../../db/like.ts';
import { files, quoteDocuments, users, vendorDocuments, vendors } from '../../db/schema/index.ts';

/** image, pdf or other, from the stored type: the same rule as `fileKindOf` in packages/shared. */
const kindOf = sql<FileKind>`case when ${files.mimeType} = 'application/pdf' then 'pdf'
  when ${files.mimeType} like 'image/%' then 'image' else 'other' end`;
const bytes = sql<number>`coalesce(sum(${files.sizeBytes}), 0)::float8`.mapWith(Number);

export type FileFilter = Omit<FileListParams, 'sort' | 'page' | 'pageSize'>;

/**
 * The list's filters on files alone, each served by an index: the search by the file's name or the
 * owners whose name or email matches (found first in the small users table); dates (the store's
 * calendar days) as a range of created_at.
 */
async function whereOf(tx: Tx, filter: Partial<FileFilter>): Promise<SQL | undefined> {
  const search = filter.search ? containsPattern(filter.search) : null;
  const owners = search
    ? await tx
        .select({ id: users.id })
        .from(users)
        .where(or(ilike(users.name, search), ilike(users.email, search)))
    : [];
  return and(
    search
      ? or(
          ilike(files.originalName, search),
          anyOf(
            files.ownerId,
            owners.map((o) => o.id),
          ),
        )
      : undefined,
    filter.kind && filter.kind !== 'all' ? sql`${kindOf} = ${filter.kind}` : undefined,
    filter.purpose ? eq(files.purpose, filter.purpose) : undefined,
    filter.ownerId ? eq(files.ownerId, filter.ownerId) : undefined,
    filter.from ? onOrAfterDay(files.createdAt, filter.from) : undefined,
    filter.to ? onOrBeforeDay(files.createdAt, filter.to) : undefined,
    filter.minSize !== undefined ? gte(files.sizeBytes, filter.minSize) : undefined,
    filter.maxSize !== undefined ? lte(files.sizeBytes, filter.maxSize) : undefined,
  );
}

const sortColumns = {
  createdAt: files.createdAt,
  sizeBytes: files.sizeBytes,
  originalName: files.originalName,
} as const;

/** An upload's own columns, as the list and the delete both read them. */
const fileColumns = {
  id: files.id,
  originalName: files.originalName,
  mimeType: files.mimeType,
  sizeBytes: files.sizeBytes,
  purpose: files.purpose,
  ownerId: files.ownerId,
};

/** The page's uploads with their owner and what uses them, looked up for these rows only. */
function selectFilePage(tx: Tx, where: SQL | undefined, sort: string, page: number, pageSize: number) {
  const descending = sort.startsWith('-');
  const column = sortColumns[sort.replace(/^-/, '') as keyof typeof sortColumns] ?? files.createdAt;
  return (
    tx
      .select({
        ...fileColumns,
        ownerName: users.name,
        ownerEmail: users.email,
        createdAt: files.createdAt,
        // What uses the file: a vendor's document (with its company) or a quote's document.
        documentName: sql<string | null>`(select ${vendorDocuments.documentName} from ${vendorDocuments}
        where ${vendorDocuments.fileId} = ${files.id} limit 1)`,
        vendorName: sql<string | null>`(select ${vendors.companyName} from ${vendorDocuments}
        join ${vendors} on ${vendors.id} = ${vendorDocuments.vendorId}
        where ${vendorDocuments.fileId} = ${files.id} limit 1)`,
        quoteDocumentName: sql<string | null>`(select ${quoteDocuments.name} from ${quoteDocuments}
        where ${quoteDocuments.fileId} = ${files.id} limit 1)`,
      })
      .from(files)
      .leftJoin(users, eq(users.id, files.ownerId))
      .where(where)
      // Ties go by id in the sort's direction, so an index on (column, id) reads the page in order.
      .orderBy(...(descending ? [desc(column), desc(files.id)] : [asc(column), asc(files.id)]))
      .limit(pageSize)
      .offset(pageOffset({ page, pageSize }))
  );
}

export type FileRow = Awaited<ReturnType<typeof selectFilePage>>[number];

/**
 * One page of uploads, the count of matches (stopped LIST_COUNT_CAP past the page: countUpTo) and
 * the bytes of the counted matches: of every match unless the count is capped.
 */
export async function findFiles(
  tx: Tx,
  filter: FileFilter,
  sort: string,
  page: number,
  pageSize: number,
): Promise<{ items: FileRow[]; counted: Counted; totalBytes: number }> {
  const where = await whereOf(tx, filter);
  const items = await selectFilePage(tx, where, sort, page, pageSize);
  const matches = tx.select({ sizeBytes: files.sizeBytes }).from(files).where(where).$dynamic();
  const counted = await countUpTo(tx, matches, { page, pageSize }, items.length);
  const counting = matches.limit(counted.total).as('counting');
  const [summed] = await tx
    .select({ bytes: sql<number>`coalesce(sum(${counting.sizeBytes}), 0)::float8`.mapWith(Number) })
    .from(counting);
  return { items, counted, totalBytes: summed?.bytes ?? 0 };
}

/** Every purpose in the table, for the purpose filter. */
export async function findPurposes(tx: Tx): Promise<string[]> {
  return distinctValues(tx, files, files.purpose);
}

/** Storage used: every file, by type and by purpose. */
export async function sumStorage(tx: Tx) {
  const [total] = await tx.select({ n: count(), bytes }).from(files);
  const byKind = await tx
    .select({ kind: kindOf, count: count(), bytes })
    .from(files)
    .groupBy(kindOf)
    .orderBy(kindOf);
  const byPurpose = await tx
    .select({ purpose: files.purpose, count: count(), bytes })
    .from(files)
    .groupBy(files.purpose)
    .orderBy(files.purpose);
  return { totalFiles: total?.n ?? 0, totalBytes: total?.bytes ?? 0, byKind, byPurpose };
}

/** Uploads grouped by owner (files of a deleted account are one group), latest upload first. */
export async function findOwners(tx: Tx, search: string | undefined, page: number, pageSize: number) {
  const pattern = search ? containsPattern(search) : null;
  const where = pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined;
  const latest = sql<Date | string>`max(${files.createdAt})`;
  const items = await tx
    .select({
      ownerId: files.ownerId,
      ownerName: users.name,
      ownerEmail: users.email,
      fileCount: count(),
      totalBytes: bytes,
      latestUpload: latest,
    })
    .from(files)
    .leftJoin(users, eq(users.id, files.ownerId))
    .where(where)
    .groupBy(files.ownerId, users.name, users.email)
    .orderBy(desc(latest), files.ownerId)
    .limit(pageSize)
    .offset(pageOffset({ page, pageSize }));
  const groups = tx
    .select({ ownerId: files.ownerId })
    .from(files)
    .leftJoin(users, eq(users.id, files.ownerId))
    .where(where)
    .groupBy(files.ownerId)
    .as('groups');
  const [total] = await tx.select({ n: count() }).from(groups);
  return { items, total: total?.n ?? 0 };
}

/** One file's stored name, type, size and key. */
export async function findFile(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      id: files.id,
      originalName: files.originalName,
      mimeType: files.mimeType,
      sizeBytes: files.sizeBytes,
      storageKey: files.storageKey,
    })
    .from(files)
    .where(eq(files.id, id));
  return row ?? null;
}

/** The chosen files, locked until the transaction ends, so two deletes cannot both take a file. */
export async function lockFiles(tx: Tx, ids: string[]) {
  return tx
    .select({
      ...fileColumns,
      storageKey: files.storageKey,
      createdAt: files.createdAt,
    })
    .from(files)
    .where(inArray(files.id, ids))
    .for('update');
}

export async function deleteFileRows(tx: Tx, ids: string[]) {
  return tx.delete(files).where(inArray(files.id, ids)).returning({ id: files.id });
}

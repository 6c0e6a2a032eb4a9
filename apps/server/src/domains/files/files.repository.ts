import { BUSINESS_TIME_ZONE, type FileKind, type FileListParams } from '@party/shared';
import { pageOffset } from '@party/shared/paging/paging';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { files, quoteDocuments, users, vendorDocuments, vendors } from '../../db/schema/index.ts';

/** image, pdf or other, from the stored type: the same rule as `fileKindOf` in packages/shared. */
const kindOf = sql<FileKind>`case when ${files.mimeType} = 'application/pdf' then 'pdf'
  when ${files.mimeType} like 'image/%' then 'image' else 'other' end`;
const bytes = sql<number>`coalesce(sum(${files.sizeBytes}), 0)::float8`.mapWith(Number);
const uploadDay = sql`(${files.createdAt} at time zone ${BUSINESS_TIME_ZONE})::date`;

export type FileFilter = Omit<FileListParams, 'sort' | 'page' | 'pageSize'>;

function whereOf(filter: Partial<FileFilter>): SQL | undefined {
  const search = filter.search ? containsPattern(filter.search) : null;
  return and(
    search
      ? or(ilike(files.originalName, search), ilike(users.name, search), ilike(users.email, search))
      : undefined,
    filter.kind && filter.kind !== 'all' ? sql`${kindOf} = ${filter.kind}` : undefined,
    filter.purpose ? eq(files.purpose, filter.purpose) : undefined,
    filter.ownerId ? eq(files.ownerId, filter.ownerId) : undefined,
    filter.from ? sql`${uploadDay} >= ${filter.from}::date` : undefined,
    filter.to ? sql`${uploadDay} <= ${filter.to}::date` : undefined,
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

/** One page of uploads with their owner and what uses them, and the count and bytes of every match. */
export async function findFiles(tx: Tx, filter: FileFilter, sort: string, page: number, pageSize: number) {
  const where = whereOf(filter);
  const descending = sort.startsWith('-');
  const column = sortColumns[sort.replace(/^-/, '') as keyof typeof sortColumns] ?? files.createdAt;
  const items = await tx
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
    .orderBy(descending ? desc(column) : asc(column), desc(files.id))
    .limit(pageSize)
    .offset(pageOffset({ page, pageSize }));
  const [totals] = await tx
    .select({ n: count(), bytes })
    .from(files)
    .leftJoin(users, eq(users.id, files.ownerId))
    .where(where);
  return { items, total: totals?.n ?? 0, totalBytes: totals?.bytes ?? 0 };
}

export type FileRow = Awaited<ReturnType<typeof findFiles>>['items'][number];

/** Every purpose in the table, for the purpose filter. */
export async function findPurposes(tx: Tx): Promise<string[]> {
  const rows = await tx.selectDistinct({ purpose: files.purpose }).from(files).orderBy(files.purpose);
  return rows.map((r) => r.purpose);
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

import {
  centsOf,
  orderNumberOf,
  type ReturnDetail,
  type ReturnSummary,
  staffOrderMessages,
} from '@party/shared';
import type { Tx } from '../../db/client.ts';
import type { ReturnRow } from './return-reads.repository.ts';
import { findAdjustmentNote, findReturnLines, findReturnPhotos } from './returns.repository.ts';

const dollars = (amount: string) => centsOf(amount) / 100;
const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function toReturnSummary(row: ReturnRow): ReturnSummary {
  return {
    id: row.id,
    number: row.number,
    orderId: row.orderId,
    orderNumber: orderNumberOf(row.orderId),
    companyName: row.companyName,
    status: row.status,
    reason: row.reason,
    units: row.units,
    creditAmount: row.creditAmount === null ? null : dollars(row.creditAmount),
    createdAt: row.createdAt.toISOString(),
  };
}

/** One return with its lines, photos and adjustment note, read in the caller's transaction. */
export async function toReturnDetail(tx: Tx, row: ReturnRow): Promise<ReturnDetail> {
  // One after another: the statements share the transaction's one connection.
  const lines = await findReturnLines(tx, [row.id]);
  const photos = await findReturnPhotos(tx, row.id);
  const note = await findAdjustmentNote(tx, row.id);
  return {
    ...toReturnSummary(row),
    notes: row.notes,
    requestedBy: row.requestedByName,
    decisionReason: row.decisionReason,
    decidedAt: iso(row.decidedAt),
    receivedAt: iso(row.receivedAt),
    lines: lines.map((line) => ({
      orderItemId: line.orderItemId,
      productId: line.productId,
      productName: line.productName.trim() || staffOrderMessages.unknownProduct,
      quantity: line.quantity,
      unitPrice: dollars(line.unitPrice),
      disposition: line.disposition,
    })),
    photos: photos.map((p) => ({
      fileId: p.fileId,
      fileName: p.fileName,
      contentType: p.contentType,
      createdAt: p.createdAt.toISOString(),
    })),
    adjustmentNote: note && {
      number: note.number,
      invoiceNumber: note.invoiceNumber,
      issuedOn: note.issuedOn,
      totalAmount: dollars(note.totalAmount),
      gstAmount: dollars(note.gstAmount),
      outcome: note.outcome,
      creditedAmount: dollars(note.creditedAmount),
      refundedAmount: dollars(note.refundedAmount),
    },
  };
}

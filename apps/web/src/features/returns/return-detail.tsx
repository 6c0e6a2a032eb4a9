import { type ReturnDetail, returnReasonLabels } from '@party/shared';
import type { ReactNode } from 'react';
import { FileDownload } from '@/components/file-download';
import { Money } from '@/components/money';
import { StatusBadge } from '@/components/status-badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { adjustmentNoteHref, type ReturnSide, returnPhotoHref } from './api';

const dispositionLabels = { restock: 'Restocked', write_off: 'Written off' } as const;

function Lines({ detail }: { detail: ReturnDetail }) {
  return (
    <ul aria-label="Returned lines" className="flex flex-col divide-y rounded-md border">
      {detail.lines.map((line) => (
        <li key={line.orderItemId} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
          <span className="font-medium">{line.productName}</span>
          <span className="flex flex-wrap items-center gap-3">
            <span>
              {line.quantity.toLocaleString('en-AU')} × <Money amount={line.unitPrice} />
            </span>
            {line.disposition && (
              <span className="text-muted-foreground">{dispositionLabels[line.disposition]}</span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

function Photos({ detail, side }: { detail: ReturnDetail; side: ReturnSide }) {
  if (detail.photos.length === 0) return <p className="text-muted-foreground text-sm">No photos.</p>;
  return (
    <ul aria-label="Photos" className="grid grid-cols-2 gap-2 sm:grid-cols-5">
      {detail.photos.map((photo, i) => (
        <li key={photo.fileId}>
          <a href={returnPhotoHref(side, detail.id, photo.fileId)} target="_blank" rel="noreferrer">
            <img
              src={returnPhotoHref(side, detail.id, photo.fileId)}
              alt={`The goods of return ${detail.number}, ${i + 1} of ${detail.photos.length}`}
              className="aspect-square w-full rounded-md border object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

function Note({ detail, side }: { detail: ReturnDetail; side: ReturnSide }) {
  const note = detail.adjustmentNote;
  if (!note) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-base">
          Adjustment note {note.number}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Adjusts</dt>
          <dd>Tax invoice {note.invoiceNumber}</dd>
          <dt className="text-muted-foreground">Issued</dt>
          <dd>{formatDate(note.issuedOn)}</dd>
          <dt className="text-muted-foreground">Total (incl. GST)</dt>
          <dd className="font-semibold">
            <Money amount={note.totalAmount} />
          </dd>
          <dt className="text-muted-foreground">GST adjusted</dt>
          <dd>
            <Money amount={note.gstAmount} />
          </dd>
          {note.creditedAmount > 0 && (
            <>
              <dt className="text-muted-foreground">Credited to account</dt>
              <dd>
                <Money amount={note.creditedAmount} />
              </dd>
            </>
          )}
          {note.refundedAmount > 0 && (
            <>
              <dt className="text-muted-foreground">Refund</dt>
              <dd>
                <Money amount={note.refundedAmount} />
              </dd>
            </>
          )}
        </dl>
        <FileDownload
          className="w-fit"
          href={adjustmentNoteHref(side, detail.id)}
          filename={`adjustment-note-${note.number}.pdf`}
        >
          Download Adjustment Note
        </FileDownload>
      </CardContent>
    </Card>
  );
}

/**
 * One return (docs/product/returns.md): its order, reason, notes, lines, photos, the decision's
 * reason when rejected, and the adjustment note once received. `actions` holds what the viewer may do.
 */
export function ReturnDetailView({
  detail,
  side,
  actions,
}: {
  detail: ReturnDetail;
  side: ReturnSide;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
          <CardTitle as="h1" className="text-xl">
            Return {detail.number}
          </CardTitle>
          <StatusBadge entity="return" status={detail.status} />
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Order</dt>
            <dd className="font-mono">#{detail.orderNumber}</dd>
            {side === 'associate' && (
              <>
                <dt className="text-muted-foreground">Company</dt>
                <dd>{detail.companyName}</dd>
              </>
            )}
            <dt className="text-muted-foreground">Requested</dt>
            <dd>
              {formatDate(detail.createdAt)}
              {detail.requestedBy ? ` by ${detail.requestedBy}` : ''}
            </dd>
            <dt className="text-muted-foreground">Reason</dt>
            <dd>{returnReasonLabels[detail.reason]}</dd>
            {detail.notes && (
              <>
                <dt className="text-muted-foreground">Notes</dt>
                <dd className="whitespace-pre-wrap">{detail.notes}</dd>
              </>
            )}
            {detail.decisionReason && (
              <>
                <dt className="text-muted-foreground">Why it was rejected</dt>
                <dd>{detail.decisionReason}</dd>
              </>
            )}
          </dl>
          <Lines detail={detail} />
          <h3 className="font-medium text-sm">Photos</h3>
          <Photos detail={detail} side={side} />
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </CardContent>
      </Card>
      <Note detail={detail} side={side} />
    </div>
  );
}

import {
  rejectVendorDocumentSchema,
  type StaffVendorDocument,
  type VendorDocumentStatus,
  vendorDocumentStatuses,
  vendorDocumentTypeLabels,
} from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { CheckIcon, FileTextIcon, XIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { FileDownload } from '@/components/file-download';
import { FormDialog, useZodForm } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { PagedList } from '@/components/list/paged-list';
import { OptionSelect } from '@/components/option-select';
import { StatusBadge, statusMaps } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import {
  staffVendorDocumentFileUrl,
  staffVendorDocumentsQueryOptions,
  useLiveStaffVendorDocuments,
  useReviewVendorDocument,
} from '@/features/vendor-documents/api';
import { formatDate } from '@/lib/format';

const statusOptions = [
  { value: 'all', label: 'All Statuses' },
  ...vendorDocumentStatuses.map((value) => ({ value, label: statusMaps.vendorDocument[value].label })),
];
const reviewable = (doc: StaffVendorDocument) => doc.status !== 'verified' && doc.status !== 'rejected';

function RejectDialog({ doc, onClose }: { doc: StaffVendorDocument | null; onClose: () => void }) {
  const review = useReviewVendorDocument();
  const form = useZodForm(rejectVendorDocumentSchema, { defaultValues: { reason: '' } });
  const { reset } = form;
  useEffect(() => {
    if (doc) reset({ reason: '' });
  }, [doc, reset]);
  return (
    <FormDialog
      open={doc !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Reject Document"
      description={
        doc
          ? `Rejecting ${doc.documentName} from ${doc.vendorName}: the vendor reads the reason you give.`
          : undefined
      }
      form={form}
      onSubmit={async (values) => {
        await review.mutateAsync({ id: doc!.id, decision: 'reject', reason: values.reason });
        toast.success('Document rejected');
        onClose();
      }}
      submitLabel="Reject Document"
      pendingLabel="Rejecting..."
    >
      <FormTextField control={form.control} name="reason" label="Rejection Reason" multiline rows={3} />
    </FormDialog>
  );
}

/** The documents' columns: each downloadable, Verify and Reject while it waits for review. */
function documentColumns(
  setVerifying: (doc: StaffVendorDocument) => void,
  setRejecting: (doc: StaffVendorDocument) => void,
): ColumnDef<StaffVendorDocument, unknown>[] {
  return [
    { id: 'vendor', header: 'Vendor', cell: ({ row }) => row.original.vendorName },
    { id: 'name', header: 'Document', cell: ({ row }) => row.original.documentName },
    { id: 'type', header: 'Type', cell: ({ row }) => vendorDocumentTypeLabels[row.original.documentType] },
    {
      id: 'expiry',
      header: 'Expiry',
      cell: ({ row }) => (row.original.expiryDate ? formatDate(row.original.expiryDate) : 'No expiry'),
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => <StatusBadge entity="vendorDocument" status={row.original.status} />,
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => {
        const doc = row.original;
        return (
          <div className="flex flex-wrap justify-end gap-2">
            {doc.hasFile && (
              <FileDownload
                href={staffVendorDocumentFileUrl(doc.id)}
                filename={doc.fileName ?? doc.documentName}
                variant="outline"
                size="sm"
              >
                Download<span className="sr-only"> {doc.documentName}</span>
              </FileDownload>
            )}
            {reviewable(doc) && (
              <>
                <Button size="sm" onClick={() => setVerifying(doc)}>
                  <CheckIcon aria-hidden="true" /> Verify<span className="sr-only"> {doc.documentName}</span>
                </Button>
                <Button size="sm" variant="outline" onClick={() => setRejecting(doc)}>
                  <XIcon aria-hidden="true" /> Reject<span className="sr-only"> {doc.documentName}</span>
                </Button>
              </>
            )}
          </div>
        );
      },
    },
  ];
}

/**
 * Admins verify or reject vendors' documents (docs/product/admin-area.md). A section of /admin/vendors: every
 * vendor's documents (pending review first by default), each downloadable, verified after a
 * confirmation or rejected with a reason.
 */
export function VendorDocumentReview() {
  useLiveStaffVendorDocuments();
  const [status, setStatus] = useState<'all' | VendorDocumentStatus>('pending_review');
  const [page, setPage] = useState(1);
  const [verifying, setVerifying] = useState<StaffVendorDocument | null>(null);
  const [rejecting, setRejecting] = useState<StaffVendorDocument | null>(null);
  const docs = useQuery(
    staffVendorDocumentsQueryOptions({ status: status === 'all' ? undefined : status, page }),
  );

  const columns = documentColumns(setVerifying, setRejecting);

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2">Vendor Documents</CardTitle>
        <OptionSelect
          aria-label="Filter documents by status"
          className="w-48"
          value={status}
          onValueChange={(value) => {
            setStatus(value as 'all' | VendorDocumentStatus);
            setPage(1);
          }}
          options={statusOptions}
        />
      </CardHeader>
      <CardContent>
        <PagedList
          query={docs}
          loadingLabel="Loading vendor documents..."
          errorTitle="Could not load the vendor documents"
          empty={<EmptyState icon={FileTextIcon} title="No documents to show" />}
          caption="Vendor documents"
          columns={columns}
          getRowId={(doc) => doc.id}
          onPageChange={setPage}
        />
      </CardContent>
      <VerifyDialog doc={verifying} onClose={() => setVerifying(null)} />
      <RejectDialog doc={rejecting} onClose={() => setRejecting(null)} />
    </Card>
  );
}

/** Asks before verifying a document; the vendor is told. */
function VerifyDialog({ doc, onClose }: { doc: StaffVendorDocument | null; onClose: () => void }) {
  const review = useReviewVendorDocument();
  return (
    <ConfirmDialog
      open={doc !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Verify Document"
      description={doc ? `Verify ${doc.documentName} from ${doc.vendorName}? The vendor is told.` : ''}
      confirmLabel="Verify"
      pending={review.isPending}
      onConfirm={() =>
        review.mutate(
          { id: doc!.id, decision: 'verify' },
          {
            onSuccess: () => {
              toast.success('Document verified');
              onClose();
            },
            onError: (error) => toast.error('Could not verify the document', { description: error.message }),
          },
        )
      }
    />
  );
}

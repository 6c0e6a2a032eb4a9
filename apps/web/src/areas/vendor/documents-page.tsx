import {
  requiredVendorDocumentTypes,
  type VendorDocument,
  type VendorDocumentList,
  vendorDocumentTypeLabels,
} from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import {
  CheckCircle2Icon,
  CircleIcon,
  ClockIcon,
  FileTextIcon,
  FileWarningIcon,
  ShieldCheckIcon,
  UploadIcon,
} from 'lucide-react';
import { useMemo, useState } from 'react';
import { DataTable } from '@/components/data-table';
import { FileDownload } from '@/components/file-download';
import { ListStates } from '@/components/list/list-states';
import { PageHeader } from '@/components/page-header';
import { StatCards } from '@/components/stat-cards';
import { StatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  useLiveVendorDocuments,
  vendorDocumentFileUrl,
  vendorDocumentsQueryOptions,
} from '@/features/vendor-documents/api';
import { UploadDocumentDialog } from '@/features/vendor-documents/upload-document-dialog';
import { formatDate, formatFileSizeMb } from '@/lib/format';

const DEFAULT_MAX_FILE_SIZE_MB = 10;

const columns: ColumnDef<VendorDocument, unknown>[] = [
  {
    header: 'Document',
    accessorKey: 'documentName',
    cell: ({ row }) => (
      <div className="flex flex-col">
        <span className="font-medium">{row.original.documentName}</span>
        <span className="text-muted-foreground text-sm">
          {vendorDocumentTypeLabels[row.original.documentType]}
        </span>
      </div>
    ),
  },
  {
    header: 'Status',
    accessorKey: 'status',
    cell: ({ row }) => (
      <div className="flex flex-col items-start gap-1">
        <StatusBadge entity="vendorDocument" status={row.original.status} />
        {row.original.status === 'rejected' && row.original.rejectionReason && (
          <span className="text-muted-foreground text-sm">Reason: {row.original.rejectionReason}</span>
        )}
      </div>
    ),
  },
  {
    header: 'Expiry Date',
    accessorKey: 'expiryDate',
    cell: ({ row }) =>
      row.original.expiryDate ? formatDate(`${row.original.expiryDate}T00:00:00`) : 'No expiry',
  },
  {
    header: 'Size',
    accessorKey: 'fileSize',
    meta: { className: 'text-right' },
    cell: ({ row }) => (row.original.fileSize === null ? '—' : formatFileSizeMb(row.original.fileSize)),
  },
  { header: 'Uploaded', accessorKey: 'createdAt', cell: ({ row }) => formatDate(row.original.createdAt) },
  {
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    meta: { className: 'text-right' },
    cell: ({ row }) =>
      row.original.hasFile ? (
        <FileDownload
          size="sm"
          href={vendorDocumentFileUrl(row.original.id)}
          filename={row.original.fileName ?? row.original.documentName}
          aria-label={`Download ${row.original.documentName}`}
        />
      ) : (
        <span className="text-muted-foreground text-sm">No file on record</span>
      ),
  },
];

/**
 * docs/product/vendor-portal.md: Documents: the four counters, the Document Library and the upload dialog.
 */
export default function VendorDocumentsPage() {
  useLiveVendorDocuments();
  const documents = useQuery(vendorDocumentsQueryOptions());
  const [uploading, setUploading] = useState(false);
  const counts = documents.data?.counts;
  const stats = useMemo(
    () => [
      { label: 'Total Documents', value: counts?.total ?? 0, icon: FileTextIcon },
      { label: 'Verified', value: counts?.verified ?? 0, icon: ShieldCheckIcon },
      { label: 'Pending Review', value: counts?.pendingReview ?? 0, icon: ClockIcon },
      { label: 'Expired', value: counts?.expired ?? 0, icon: FileWarningIcon },
    ],
    [counts],
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Documents"
        description="Keep your business documents current so Party Central can verify your account."
        actions={
          <Button onClick={() => setUploading(true)}>
            <UploadIcon aria-hidden="true" />
            Upload Document
          </Button>
        }
      />
      <StatCards label="Document figures" stats={stats} loading={documents.isPending} />
      <ListStates
        query={documents}
        isEmpty={(data) => data.items.length === 0}
        loadingLabel="Loading documents"
        errorTitle="Failed to load documents"
        empty={<RequiredDocuments data={documents.data} onUpload={() => setUploading(true)} />}
      >
        {(data) => (
          <section aria-labelledby="library-heading" className="flex flex-col gap-4">
            <h2 id="library-heading" className="text-xl">
              Document Library
            </h2>
            <DataTable
              caption="Your documents, newest first"
              columns={columns}
              data={data.items}
              getRowId={(doc) => doc.id}
              pageSize={20}
            />
          </section>
        )}
      </ListStates>
      <UploadDocumentDialog
        open={uploading}
        onOpenChange={setUploading}
        maxFileSizeMb={documents.data?.maxFileSizeMb ?? DEFAULT_MAX_FILE_SIZE_MB}
      />
    </div>
  );
}

/** The empty library: what Party Central needs from a new vendor, and the first upload. */
function RequiredDocuments({
  data,
  onUpload,
}: {
  data: VendorDocumentList | undefined;
  onUpload: () => void;
}) {
  const held = new Set(data?.items.map((doc) => doc.documentType));
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">No documents yet</CardTitle>
        <CardDescription>Upload these documents so Party Central can verify your business.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-start gap-4">
        <ul className="flex flex-col gap-2" aria-label="Required documents">
          {requiredVendorDocumentTypes.map((type) => (
            <li key={type} className="flex items-center gap-2 text-sm">
              {held.has(type) ? (
                <CheckCircle2Icon className="size-4 text-success" aria-hidden="true" />
              ) : (
                <CircleIcon className="size-4 text-muted-foreground" aria-hidden="true" />
              )}
              {vendorDocumentTypeLabels[type]}
            </li>
          ))}
        </ul>
        <Button onClick={onUpload}>
          <UploadIcon aria-hidden="true" />
          Upload Your First Document
        </Button>
      </CardContent>
    </Card>
  );
}

import {
  type AdminFile,
  type AdminFileList,
  countOrOver,
  fileMessages,
  filePurposeLabel,
} from '@party/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { EyeIcon, FileIcon, Trash2Icon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { FileDownload } from '@/components/file-download';
import { ListStates } from '@/components/list/list-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate, formatFileSize } from '@/lib/format';
import { fileDownloadUrl, useDeleteFiles } from './api';
import { FilePreviewDialog } from './file-preview-dialog';
import type { useFileFilters } from './use-file-filters';

const kindLabels = { image: 'Image', pdf: 'PDF', other: 'Other' } as const;

function fileColumns(preview: (file: AdminFile) => void): ColumnDef<AdminFile, unknown>[] {
  return [
    {
      id: 'originalName',
      header: 'Name',
      enableSorting: true,
      cell: ({ row }) => (
        <div className="max-w-64">
          <div className="break-all font-medium">{row.original.originalName}</div>
          <div className="text-muted-foreground text-xs">{row.original.mimeType}</div>
        </div>
      ),
    },
    {
      id: 'owner',
      header: 'Owner',
      cell: ({ row }) =>
        row.original.ownerName ? (
          <div>
            <div>{row.original.ownerName}</div>
            <div className="text-muted-foreground text-xs">{row.original.ownerEmail}</div>
          </div>
        ) : (
          <span className="text-muted-foreground">Deleted account</span>
        ),
    },
    {
      id: 'purpose',
      header: 'Purpose',
      meta: { detail: true },
      cell: ({ row }) => (
        <div className="max-w-64">
          <div>{filePurposeLabel(row.original.purpose)}</div>
          <div className="text-muted-foreground text-xs">
            {row.original.usedBy ?? 'Not used by any record'}
          </div>
        </div>
      ),
    },
    {
      id: 'kind',
      header: 'Type',
      cell: ({ row }) => <Badge variant="secondary">{kindLabels[row.original.kind]}</Badge>,
    },
    {
      id: 'sizeBytes',
      header: 'Size',
      enableSorting: true,
      meta: { className: 'text-right' },
      cell: ({ row }) => <span className="tabular-nums">{formatFileSize(row.original.sizeBytes)}</span>,
    },
    {
      id: 'createdAt',
      header: 'Uploaded',
      enableSorting: true,
      cell: ({ row }) => formatDate(row.original.createdAt),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <div className="flex flex-wrap gap-2">
          {row.original.previewable && (
            <Button variant="outline" size="sm" onClick={() => preview(row.original)}>
              <EyeIcon aria-hidden="true" /> Preview{' '}
              <span className="sr-only">{row.original.originalName}</span>
            </Button>
          )}
          <FileDownload
            size="sm"
            href={fileDownloadUrl(row.original.id)}
            filename={row.original.originalName}
          >
            Download <span className="sr-only">{row.original.originalName}</span>
          </FileDownload>
        </div>
      ),
    },
  ];
}

type Deleting = { files: AdminFile[]; clear: () => void } | null;

/** What a bulk delete freed, and the vendor documents that went with the files. */
function deletedDescription(result: { deleted: number; freedBytes: number; documentsRemoved: number }) {
  return `${formatFileSize(result.freedBytes)} freed.${
    result.documentsRemoved > 0
      ? ` ${result.documentsRemoved} vendor ${result.documentsRemoved === 1 ? 'document' : 'documents'} removed with ${result.deleted === 1 ? 'it' : 'them'}.`
      : ''
  }`;
}

/** Asks before deleting the chosen files, naming the vendor documents that go with them. */
function DeleteFilesDialog({ deleting, onClose }: { deleting: Deleting; onClose: () => void }) {
  const remove = useDeleteFiles();
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      deleting.files.map((file) => file.id),
      {
        onSuccess: (result) => {
          deleting.clear();
          onClose();
          toast.success(fileMessages.deleted(result.deleted), { description: deletedDescription(result) });
        },
        onError: (error) => {
          onClose();
          toast.error(error.message);
        },
      },
    );
  };
  const usedCount =
    deleting?.files.filter((file) => file.purpose === 'vendor_document' && file.usedBy !== null).length ?? 0;
  return (
    <ConfirmDialog
      open={deleting !== null}
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
      title={deleting?.files.length === 1 ? 'Delete this file?' : 'Delete these files?'}
      description={
        <>
          {fileMessages.confirmDelete(deleting?.files.length ?? 0)}
          {usedCount > 0 &&
            ` ${usedCount} of them ${usedCount === 1 ? 'is a vendor document, which is' : 'are vendor documents, which are'} removed too.`}
        </>
      }
      confirmLabel="Delete"
      destructive
      pending={remove.isPending}
      onConfirm={confirmDelete}
    />
  );
}

/**
 * The uploads list both file screens show: server paging and sorting, Preview (images and PDFs),
 * Download, and the chosen rows' bulk delete behind a confirmation.
 */
export function FilesTable({
  query,
  filters,
  caption,
  emptyTitle = 'No files found',
}: {
  query: UseQueryResult<AdminFileList>;
  filters: ReturnType<typeof useFileFilters>;
  caption: string;
  emptyTitle?: string;
}) {
  const { list } = filters;
  const [previewing, setPreviewing] = useState<AdminFile | null>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const columns = useMemo(() => fileColumns(setPreviewing), []);

  return (
    <>
      <ListStates
        query={query}
        isEmpty={(data) => data.total === 0}
        filtered={list.filtered}
        noMatchTitle={emptyTitle}
        loadingLabel="Loading files..."
        errorTitle="Failed to load files"
        empty={
          <EmptyState
            icon={FileIcon}
            title={emptyTitle}
            description="Uploads appear here as people add them."
          />
        }
      >
        {(data) => (
          <div className="flex flex-col gap-2">
            <p className="text-muted-foreground text-sm" aria-live="polite">
              {countOrOver(data.total, { one: 'file', other: 'files' }, data.totalCapped)}
              {/* Past the count's cap the bytes are of the counted files only: not a total to print. */}
              {data.totalCapped ? null : `, ${formatFileSize(data.totalBytes)}`}
            </p>
            <DataTable
              caption={caption}
              columns={columns}
              data={data.items}
              getRowId={(file) => file.id}
              sorting={list.sorting}
              onSortingChange={list.setSorting}
              serverPage={{
                ...list.query,
                total: data.total,
                totalCapped: data.totalCapped,
                onPageChange: list.setPage,
              }}
              rowLabel={(file) => `Select ${file.originalName}`}
              bulkActions={(selected, clear) => (
                <Button
                  variant="destructive"
                  size="sm"
                  onClick={() => setDeleting({ files: selected, clear })}
                >
                  <Trash2Icon aria-hidden="true" /> Delete selected
                </Button>
              )}
            />
          </div>
        )}
      </ListStates>
      <FilePreviewDialog file={previewing} onClose={() => setPreviewing(null)} />
      <DeleteFilesDialog deleting={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

import { useQuery } from '@tanstack/react-query';
import { XIcon } from 'lucide-react';
import { useCallback } from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { filesQueryOptions } from './api';
import { FileFiltersBar } from './file-filters-bar';
import { FileOwnersTable } from './file-owners-table';
import { FilesTable } from './files-table';
import { useFileFilters } from './use-file-filters';

/**
 * /admin/files-advanced (docs/product/admin-area.md, Files): uploads grouped by owner, pick one to see
 * theirs; filters by type, purpose, upload dates and size; bulk delete over the filtered selection.
 */
export default function FilesAdvancedPage() {
  const filters = useFileFilters();
  const { setFilters } = filters;
  const files = useQuery(filesQueryOptions(filters.filters));
  const ownerId = filters.filters.ownerId;
  const chooseOwner = useCallback((id: string) => setFilters({ owner: id }), [setFilters]);
  const chosen = files.data?.items.find((file) => file.ownerId === ownerId);
  const hasFilters = ['purpose', 'owner', 'from', 'to', 'minKb', 'maxKb'].some((key) =>
    filters.list.params.has(key),
  );
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Advanced Files"
        description="Uploads by owner, with filters by type, purpose, upload date and size, and bulk actions."
      />
      <FileOwnersTable selected={ownerId} onChoose={chooseOwner} />
      <section aria-labelledby="filtered-files" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="filtered-files" className="font-medium text-lg">
            {ownerId ? `Files of ${chosen?.ownerName ?? 'the chosen owner'}` : 'All files'}
          </h2>
          {hasFilters && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setFilters({ purpose: '', owner: '', from: '', to: '', minKb: '', maxKb: '' })}
            >
              <XIcon aria-hidden="true" /> Clear filters
            </Button>
          )}
        </div>
        <FileFiltersBar filters={filters} purposes={files.data?.purposes ?? []} advanced />
        <FilesTable
          query={files}
          filters={filters}
          caption="Filtered files"
          emptyTitle="No files match these filters"
        />
      </section>
    </div>
  );
}

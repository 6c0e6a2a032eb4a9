import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { buttonVariants } from '@/components/ui/button';
import { filesQueryOptions } from './api';
import { FileFiltersBar } from './file-filters-bar';
import { FilesTable } from './files-table';
import { StorageCards } from './storage-cards';
import { useFileFilters } from './use-file-filters';

/** /admin/files (docs/product/admin-area.md, Files): every upload, storage used, preview, download, bulk delete. */
export default function FilesPage() {
  const filters = useFileFilters();
  const files = useQuery(filesQueryOptions(filters.filters));
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="File Management"
        description="Every upload in the store: who owns it, what uses it and the storage it takes."
        actions={
          <Link to="/admin/files-advanced" className={buttonVariants({ variant: 'outline' })}>
            Advanced Files
          </Link>
        }
      />
      <StorageCards />
      <FileFiltersBar filters={filters} purposes={files.data?.purposes ?? []} />
      <FilesTable query={files} filters={filters} caption="Uploaded files" />
    </div>
  );
}

import type { FileOwner } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { UsersIcon } from 'lucide-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ListSearch } from '@/components/list/list-search';
import { PagedList } from '@/components/list/paged-list';
import { Button } from '@/components/ui/button';
import { formatDate, formatFileSize } from '@/lib/format';
import { fileOwnersQueryOptions } from './api';

const OWNERS_PAGE_SIZE = 10;

function ownerColumns(selected: string, choose: (owner: FileOwner) => void): ColumnDef<FileOwner, unknown>[] {
  return [
    {
      id: 'owner',
      header: 'Owner',
      cell: ({ row }) =>
        row.original.ownerName ? (
          <div>
            <div className="font-medium">{row.original.ownerName}</div>
            <div className="text-muted-foreground text-xs">{row.original.ownerEmail}</div>
          </div>
        ) : (
          <span className="text-muted-foreground">Deleted account</span>
        ),
    },
    {
      id: 'count',
      header: 'Files',
      meta: { className: 'text-right' },
      cell: ({ row }) => (
        <span className="tabular-nums">{row.original.fileCount.toLocaleString('en-AU')}</span>
      ),
    },
    {
      id: 'bytes',
      header: 'Total size',
      meta: { className: 'text-right' },
      cell: ({ row }) => <span className="tabular-nums">{formatFileSize(row.original.totalBytes)}</span>,
    },
    { id: 'latest', header: 'Latest upload', cell: ({ row }) => formatDate(row.original.latestUpload) },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) =>
        row.original.ownerId && (
          <Button
            variant={row.original.ownerId === selected ? 'default' : 'outline'}
            size="sm"
            aria-pressed={row.original.ownerId === selected}
            onClick={() => choose(row.original)}
          >
            View files <span className="sr-only">of {row.original.ownerName}</span>
          </Button>
        ),
    },
  ];
}

/** Advanced Files' owners: each owner's file count, total size and latest upload; pick one to see theirs. */
export function FileOwnersTable({
  selected,
  onChoose,
}: {
  selected: string;
  onChoose: (ownerId: string) => void;
}) {
  const [params, setParams] = useSearchParams();
  const search = params.get('ownerSearch') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('ownersPage') ?? '1', 10) || 1);
  const owners = useQuery(fileOwnersQueryOptions({ search, page, pageSize: OWNERS_PAGE_SIZE }));
  const setOwnerParams = (changes: Record<string, string | null>, replace = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace },
    );
  const columns = useMemo(
    () => ownerColumns(selected, (owner) => owner.ownerId && onChoose(owner.ownerId)),
    [selected, onChoose],
  );
  return (
    <section aria-labelledby="file-owners" className="flex flex-col gap-3">
      <h2 id="file-owners" className="font-medium text-lg">
        Files by owner
      </h2>
      <ListSearch
        label="Search owners"
        placeholder="Owner name or email..."
        value={search}
        onSearch={(text) => setOwnerParams({ ownerSearch: text, ownersPage: null }, true)}
      />
      <PagedList
        query={owners}
        loadingLabel="Loading owners..."
        errorTitle="Failed to load owners"
        empty={<EmptyState icon={UsersIcon} title="No owners found" />}
        caption="Files by owner"
        columns={columns}
        getRowId={(owner) => owner.ownerId ?? 'deleted-accounts'}
        onPageChange={(next) => setOwnerParams({ ownersPage: next <= 1 ? null : String(next) })}
      />
    </section>
  );
}

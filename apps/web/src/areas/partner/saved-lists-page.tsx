import type { SavedListSummary } from '@party/shared';
import { companyMay } from '@party/shared/companies/roles';
import { savedListMessages } from '@party/shared/pricing/saved-lists-contract';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { ListChecksIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { ListStates } from '@/components/list/list-states';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { usePrincipal } from '@/features/auth/api';
import {
  savedListsQueryOptions,
  useCreateSavedList,
  useDeleteSavedList,
  useLiveSavedLists,
  useRenameSavedList,
} from '@/features/saved-lists/api';
import { ListNameDialog } from '@/features/saved-lists/list-name-dialog';
import { formatDate } from '@/lib/format';

type RowAction = (list: SavedListSummary) => void;

function listColumns(
  actions: { onRename: RowAction; onDelete: RowAction } | null,
): ColumnDef<SavedListSummary, unknown>[] {
  const columns: ColumnDef<SavedListSummary, unknown>[] = [
    {
      accessorKey: 'name',
      header: 'Name',
      cell: ({ row }) => (
        <Link
          to={`/partner/lists/${row.original.id}`}
          className="font-medium underline-offset-4 hover:underline"
        >
          {row.original.name}
        </Link>
      ),
      meta: { className: 'whitespace-normal' },
    },
    { accessorKey: 'lineCount', header: 'Lines', meta: { className: 'text-right' } },
    {
      accessorKey: 'units',
      header: 'Units',
      cell: ({ row }) => row.original.units.toLocaleString('en-AU'),
      meta: { className: 'text-right' },
    },
    {
      id: 'createdBy',
      header: 'Created by',
      cell: ({ row }) => row.original.createdBy?.name ?? 'A former member',
      meta: { detail: true },
    },
    { id: 'updated', header: 'Updated', cell: ({ row }) => formatDate(row.original.updatedAt) },
  ];
  if (!actions) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <div className="flex justify-end gap-1">
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Rename ${row.original.name}`}
            onClick={() => actions.onRename(row.original)}
          >
            <PencilIcon aria-hidden="true" />
            Rename
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Delete ${row.original.name}`}
            onClick={() => actions.onDelete(row.original)}
          >
            <Trash2Icon aria-hidden="true" />
            Delete
          </Button>
        </div>
      ),
    },
  ];
}

/** Rename and Delete of one list, with their dialogs. */
function useListActions() {
  const [renaming, setRenaming] = useState<SavedListSummary | null>(null);
  const [deleting, setDeleting] = useState<SavedListSummary | null>(null);
  const rename = useRenameSavedList();
  const remove = useDeleteSavedList();
  const dialogs = (
    <>
      <ListNameDialog
        open={renaming !== null}
        onOpenChange={(open) => !open && setRenaming(null)}
        title="Rename List"
        initialName={renaming?.name ?? ''}
        submitLabel="Rename"
        onSave={async (name) => {
          await rename.mutateAsync({ id: renaming!.id, name });
          toast.success(savedListMessages.renamed);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this list?"
        description={
          deleting
            ? `"${deleting.name}" will be deleted for everyone in your company. This cannot be undone.`
            : ''
        }
        confirmLabel="Delete List"
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(deleting!.id, {
            onSuccess: () => toast.success(savedListMessages.deleted),
            onError: (error) => toast.error(error.message),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </>
  );
  return { onRename: setRenaming, onDelete: setDeleting, dialogs };
}

/**
 * /partner/lists, "Saved Lists" (docs/product/wholesale-buying.md): the company's named lists of
 * products and quantities. Every member sees them; members who may shop make, rename and delete them.
 */
export default function SavedListsPage() {
  useLiveSavedLists();
  const principal = usePrincipal();
  const mayEdit = companyMay(principal.companyRole, 'shop');
  const lists = useQuery(savedListsQueryOptions);
  const create = useCreateSavedList();
  const [creating, setCreating] = useState(false);
  const actions = useListActions();
  const { onRename, onDelete } = actions;
  const columns = useMemo(
    () => listColumns(mayEdit ? { onRename, onDelete } : null),
    [mayEdit, onRename, onDelete],
  );
  const newList = mayEdit && (
    <Button onClick={() => setCreating(true)}>
      <PlusIcon aria-hidden="true" />
      New List
    </Button>
  );
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Saved Lists"
        description="Your company's lists of products and quantities, at your prices today."
        actions={newList}
      />
      <ListStates
        query={lists}
        isEmpty={(data) => data.items.length === 0}
        loadingLabel="Loading saved lists"
        errorTitle="Saved lists could not be loaded."
        empty={
          <EmptyState
            icon={ListChecksIcon}
            title="No saved lists yet"
            description={
              mayEdit
                ? 'Make a list of what your company buys again and again, then add it to your cart in one go.'
                : 'Lists your colleagues make show here.'
            }
            action={newList}
            className="py-16"
          />
        }
      >
        {(data) => (
          <DataTable caption="Saved lists" columns={columns} data={data.items} getRowId={(list) => list.id} />
        )}
      </ListStates>
      <ListNameDialog
        open={creating}
        onOpenChange={setCreating}
        title="New List"
        submitLabel="Create List"
        onSave={async (name) => {
          const list = await create.mutateAsync({ name });
          toast.success(savedListMessages.created(list.name));
        }}
      />
      {actions.dialogs}
    </div>
  );
}

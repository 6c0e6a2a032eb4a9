import type { SavedList, SavedListLine } from '@party/shared';
import { companyMay } from '@party/shared/companies/roles';
import { savedListMessages } from '@party/shared/pricing/saved-lists-contract';
import { countOf } from '@party/shared/text/plural';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeftIcon, DownloadIcon, ListXIcon, ShoppingCartIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { EmptyState } from '@/components/empty-state';
import { FormAlert } from '@/components/form-alert';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { RecordStates } from '@/components/record/record-states';
import { Button, buttonVariants } from '@/components/ui/button';
import { usePrincipal } from '@/features/auth/api';
import { cartQueryKey } from '@/features/cart/api';
import {
  savedListExportHref,
  savedListQueryOptions,
  useAddSavedListLine,
  useAddSavedListToCart,
  useLiveSavedLists,
  useReplaceSavedListLines,
} from '@/features/saved-lists/api';
import { formatDate } from '@/lib/format';
import { useRecordTitle } from '@/lib/use-record-title';
import { AddProductSearch } from './saved-list-add-product';
import { SavedListLines } from './saved-list-lines';

function BackToLists() {
  return (
    <Link
      to="/partner/lists"
      className="flex w-fit items-center gap-1 text-muted-foreground text-sm underline-offset-4 hover:text-foreground hover:underline"
    >
      <ArrowLeftIcon className="size-4" aria-hidden="true" />
      Back to Saved Lists
    </Link>
  );
}

/**
 * /partner/lists/{id}: one saved list (docs/product/wholesale-buying.md, "Saved lists"), its lines
 * priced today at the company's prices. Members who may shop edit quantities, remove and add lines
 * and put the whole list in their cart; every member exports it as CSV.
 */
export default function SavedListPage() {
  useLiveSavedLists();
  const { id = '' } = useParams();
  const list = useQuery(savedListQueryOptions(id));
  useRecordTitle(list.data?.name);
  return (
    <div className="flex flex-col gap-6">
      <BackToLists />
      <RecordStates
        query={list}
        loadingLabel="Loading list"
        errorTitle="This list could not be loaded."
        notFoundTitle="List not found"
        notFound={
          <EmptyState
            icon={ListXIcon}
            title="List not found"
            description="It may have been deleted by someone in your company, or the link may be mistyped."
            action={
              <Link to="/partner/lists" className={buttonVariants()}>
                Back to Saved Lists
              </Link>
            }
          />
        }
      >
        {(record) => <SavedListView list={record} />}
      </RecordStates>
    </div>
  );
}

/** The lines' changes, each sending the whole list as it would then be. */
function useLineEdits(list: SavedList) {
  const replace = useReplaceSavedListLines();
  const send = (lines: SavedListLine[], done: string) =>
    replace.mutate(
      { id: list.id, lines: lines.map((l) => ({ productId: l.productId, quantity: l.quantity })) },
      { onSuccess: () => toast.success(done), onError: (error) => toast.error(error.message) },
    );
  return {
    pending: replace.isPending,
    onQuantity: (line: SavedListLine, quantity: number) =>
      send(
        list.lines.map((l) => (l.productId === line.productId ? { ...l, quantity } : l)),
        savedListMessages.saved,
      ),
    onRemove: (line: SavedListLine) =>
      send(
        list.lines.filter((l) => l.productId !== line.productId),
        `${line.name} removed from the list`,
      ),
  };
}

function SavedListView({ list }: { list: SavedList }) {
  const principal = usePrincipal();
  const mayEdit = companyMay(principal.companyRole, 'shop');
  const edits = useLineEdits(list);
  const add = useAddSavedListLine();
  const toCart = useAddToCart(list.id);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={list.name}
        description={
          `${countOf(list.lineCount, { one: 'line', other: 'lines' })} · ` +
          `${countOf(list.units, { one: 'unit', other: 'units' })} · Updated ${formatDate(list.updatedAt)}` +
          (list.createdBy ? ` · Made by ${list.createdBy.name}` : '')
        }
        actions={
          <>
            <a
              href={savedListExportHref(list.id)}
              download
              className={buttonVariants({ variant: 'outline' })}
            >
              <DownloadIcon aria-hidden="true" />
              Export CSV
            </a>
            {mayEdit && (
              <Button onClick={toCart.add} disabled={toCart.pending || list.lines.length === 0}>
                <ShoppingCartIcon aria-hidden="true" />
                {toCart.pending ? 'Adding...' : 'Add All to Cart'}
              </Button>
            )}
          </>
        }
      />
      <FormAlert message={toCart.failure} />
      {list.lines.length === 0 ? (
        <EmptyState
          icon={ListXIcon}
          title="This list is empty"
          description={
            mayEdit
              ? 'Search for a product below, or use Save to List on a product in the shop.'
              : 'Lines your colleagues add show here.'
          }
        />
      ) : (
        <>
          <SavedListLines lines={list.lines} edits={mayEdit ? edits : null} />
          <p className="flex justify-end gap-2 text-base">
            <span className="text-muted-foreground">Subtotal at your prices today</span>
            <Money amount={list.subtotal} className="font-semibold" />
          </p>
        </>
      )}
      {mayEdit && (
        <AddProductSearch
          pendingId={add.isPending ? add.variables?.productId : undefined}
          onAdd={(product) =>
            add.mutate(
              { id: list.id, productId: product.id },
              {
                onSuccess: () => toast.success(savedListMessages.addedToList(list.name)),
                onError: (error) => toast.error(error.message),
              },
            )
          }
        />
      )}
    </div>
  );
}

/**
 * Add All to Cart: every line or none. The server's refusal names the line ('Line 3 (Gold Plates):
 * Sold in packs of 12. Order 12 or 24.') and stays above the lines until the next try.
 */
function useAddToCart(listId: string) {
  const queryClient = useQueryClient();
  const mutation = useAddSavedListToCart();
  const [failure, setFailure] = useState<string | null>(null);
  return {
    pending: mutation.isPending,
    failure,
    add: () => {
      setFailure(null);
      mutation.mutate(listId, {
        onSuccess: (result) => {
          queryClient.setQueryData(cartQueryKey, result.cart);
          toast.success(savedListMessages.addedToCart(result.added));
        },
        onError: (error) => setFailure(error.message),
      });
    },
  };
}

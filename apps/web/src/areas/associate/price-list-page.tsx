import { type PriceListDetail, priceListMessages } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { RecordStates } from '@/components/record/record-states';
import { StatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { priceListQueryOptions } from '@/features/price-lists/api';
import { AssignmentsPanel } from './price-lists/assignments-panel';
import { DeletePriceListDialog } from './price-lists/delete-price-list-dialog';
import { PriceListFormDialog } from './price-lists/price-list-form-dialog';
import { PriceListItems } from './price-lists/price-list-items';
import { validDates } from './price-lists/price-list-texts';

/** Status, dates and the percentage off everything, as a short list of terms. */
function ListTerms({ list }: { list: PriceListDetail }) {
  const terms: [string, React.ReactNode][] = [
    ['Status', <StatusBadge key="status" entity="priceList" status={list.status} />],
    ['Valid', validDates(list)],
    [
      'Off everything else',
      list.percentOff === null
        ? 'Nothing (only the products below)'
        : `${list.percentOff.toLocaleString('en-AU')}%`,
    ],
  ];
  return (
    <dl className="grid gap-3 rounded-lg border p-4 sm:grid-cols-3">
      {terms.map(([term, value]) => (
        <div key={term} className="flex flex-col gap-1">
          <dt className="text-muted-foreground text-sm">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PriceListScreen({ list }: { list: PriceListDetail }) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={list.name}
        description={
          <Link className="underline-offset-4 hover:underline" to="/associate/price-lists">
            Back to Price Lists
          </Link>
        }
        actions={
          <>
            <Button variant="outline" onClick={() => setEditing(true)}>
              <PencilIcon aria-hidden="true" /> Edit
            </Button>
            <Button variant="destructive" onClick={() => setDeleting(true)}>
              <Trash2Icon aria-hidden="true" /> Delete
            </Button>
          </>
        }
      />
      <ListTerms list={list} />
      <PriceListItems list={list} />
      <AssignmentsPanel list={list} />
      <PriceListFormDialog open={editing} list={list} onOpenChange={setEditing} />
      <DeletePriceListDialog
        list={deleting ? list : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate('/associate/price-lists')}
      />
    </div>
  );
}

/** /associate/price-lists/:id: one list's terms, its products and whom it is assigned to. */
export default function PriceListPage() {
  const { id = '' } = useParams();
  const list = useQuery(priceListQueryOptions(id));
  return (
    <RecordStates
      query={list}
      loadingLabel="Loading price list"
      errorTitle={priceListMessages.loadFailed}
      notFoundTitle="Price list not found."
    >
      {(data) => <PriceListScreen list={data} />}
    </RecordStates>
  );
}

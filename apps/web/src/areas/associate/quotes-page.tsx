import { companyAndMember, countOrOver, type QuoteList, quoteMessages, quoteStatuses } from '@party/shared';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { FileTextIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ListSearch } from '@/components/list/list-search';
import { ListStates } from '@/components/list/list-states';
import { OptionSelect } from '@/components/option-select';
import { PageHeader } from '@/components/page-header';
import { statusMaps } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { staffQuotesQueryOptions, useLiveStaffQuotes } from '@/features/quotes/staff-api';
import { formatMoney } from '@/lib/format';
import { CreateQuoteDialog } from './quotes/create-quote-dialog';
import { QuoteDetailPanel } from './quotes/quote-detail-panel';

const statusOptions = [
  { value: 'all', label: 'All statuses' },
  ...quoteStatuses.map((s) => ({ value: s, label: statusMaps.quote[s].label })),
];

/** A visitor's request names the customer and the business they typed, which the search also finds. */
function requester(q: QuoteList['items'][number]): string {
  return q.companyName ? `${q.customerName} (${q.companyName})` : q.customerName;
}

/** The status filter and the quote selector (the newest page of matches; search reaches the rest). */
function QuotePicker({
  quotes,
  status,
  current,
  setParam,
}: {
  quotes: UseQueryResult<QuoteList>;
  status: string;
  current: string;
  setParam: (key: string, value: string) => void;
}) {
  const items = quotes.data?.items ?? [];
  return (
    <>
      <div className="flex flex-col gap-1">
        <Label htmlFor="quote-status-filter">Status</Label>
        <OptionSelect
          id="quote-status-filter"
          value={status}
          onValueChange={(value) => setParam('status', value)}
          options={statusOptions}
        />
      </div>
      <div className="flex min-w-72 flex-1 flex-col gap-1">
        <Label htmlFor="quote-selector">Quote</Label>
        <OptionSelect
          id="quote-selector"
          value={current}
          onValueChange={(id) => setParam('quote', id)}
          placeholder={quotes.isPending ? 'Loading quotes...' : 'Select a quote'}
          disabled={items.length === 0}
          options={items.map((q) => ({
            value: q.id,
            label: `${q.quoteNumber} · ${q.title} · ${companyAndMember(q.company, q.placedBy) ?? requester(q)} · ${statusMaps.quote[q.status].label} · ${formatMoney(q.netTotal)}`,
          }))}
        />
        {quotes.data && quotes.data.total > items.length && (
          <p className="text-muted-foreground text-sm">
            {`Showing the newest ${items.length.toLocaleString('en-AU')} of ${countOrOver(
              quotes.data.total,
              { one: 'quote', other: 'quotes' },
              quotes.data.totalCapped,
              { midSentence: true },
            )}. Search to find an older one.`}
          </p>
        )}
      </div>
    </>
  );
}

/**
 * Quotes (docs/product/associate-portal.md): pick a quote, price it, get it approved, send it,
 * convert it. A failed load shows inline with Try Again.
 */
export default function QuotesPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? 'all';
  const search = params.get('search') ?? '';
  const selected = params.get('quote') ?? '';
  const [creating, setCreating] = useState(false);
  useLiveStaffQuotes();
  const quotes = useQuery(staffQuotesQueryOptions({ status, search }));

  const setParam = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value && !(key === 'status' && value === 'all')) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: key !== 'quote' },
    );

  // Until one is chosen, the newest quote of the list is shown.
  const current = selected || quotes.data?.items[0]?.id || '';

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Quotes"
        description="Price quote requests, get them approved, email them and convert them to orders."
        actions={
          <Button onClick={() => setCreating(true)}>
            <PlusIcon aria-hidden="true" /> Create New Quote
          </Button>
        }
      />
      <div className="flex flex-wrap items-end gap-4">
        <ListSearch
          label="Search quotes"
          placeholder="Search by number, title or customer"
          value={search}
          onSearch={(text) => setParam('search', text)}
        />
        <QuotePicker quotes={quotes} status={status} current={current} setParam={setParam} />
      </div>
      <ListStates
        query={quotes}
        isEmpty={() => !current}
        filtered={{
          active: search !== '' || status !== 'all',
          clear: () => setParams(new URLSearchParams(), { replace: true }),
        }}
        loadingLabel="Loading quotes..."
        loading={
          <p role="status" className="text-muted-foreground">
            Loading quotes...
          </p>
        }
        errorTitle={quoteMessages.loadFailed}
        empty={
          <EmptyState
            icon={FileTextIcon}
            title="No quotes found"
            description="Storefront quote requests appear here as they arrive. Create a quote for a partner to start one yourself."
          />
        }
      >
        {() => <QuoteDetailPanel key={current} quoteId={current} onSelect={(id) => setParam('quote', id)} />}
      </ListStates>
      <CreateQuoteDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(id) => setParam('quote', id)}
      />
    </div>
  );
}

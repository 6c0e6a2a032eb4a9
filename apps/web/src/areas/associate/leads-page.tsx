import { LEAD_LIST_LIMIT, type Lead, leadMessages, leadSourceLabels, leadStages } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { UserPlusIcon, UsersIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { FilterGroup } from '@/components/list/filter-group';
import { ListSearch } from '@/components/list/list-search';
import { ListStates } from '@/components/list/list-states';
import { useListParams } from '@/components/list/use-list-params';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { StatusBadge, statusMaps } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { leadsQueryOptions, useConvertLead, useLiveLeads } from '@/features/leads/api';
import { formatDate } from '@/lib/format';
import { LeadDialog } from './leads/lead-dialog';

const stageValues = ['open', ...leadStages, 'all'] as const;
const listOptions = { filters: { stage: { values: stageValues, default: 'open' } } };

/** PRODUCT.md: storefront quote requests and sign-ups not yet converted, worked through stages by sales. */
export default function LeadsPage() {
  const list = useListParams(listOptions);
  const stage = list.query.filters.stage;
  useLiveLeads();
  const leads = useQuery(leadsQueryOptions({ stage, search: list.query.search }));
  const [working, setWorking] = useState<Lead | null>(null);
  const [converting, setConverting] = useState<Lead | null>(null);
  const convert = useConvertLead();

  useEffect(() => {
    if (leads.isError) toast.error(leadMessages.loadFailed);
  }, [leads.isError]);

  const counts = leads.data?.counts;
  const count = (value: string) => {
    if (!counts) return '';
    const n =
      value === 'open'
        ? counts.new + counts.contacted + counts.qualified
        : value === 'all'
          ? Object.values(counts).reduce((a, b) => a + b, 0)
          : counts[value as keyof typeof counts];
    return ` (${n.toLocaleString('en-AU')})`;
  };
  const stageOptions = stageValues.map((value) => ({
    value,
    label: `${value === 'open' ? 'Open' : value === 'all' ? 'All' : statusMaps.lead[value].label}${count(value)}`,
  }));

  const confirmConvert = async () => {
    if (!converting) return;
    try {
      const result = await convert.mutateAsync(converting.id);
      toast.success(result.accountCreated ? leadMessages.converted : leadMessages.convertedExisting);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : leadMessages.convertFailed);
    }
    setConverting(null);
  };

  const columns: ColumnDef<Lead, unknown>[] = [
    {
      header: 'Lead',
      accessorKey: 'name',
      cell: ({ row }) => (
        <div className="flex flex-col">
          <span className="font-medium">{row.original.name}</span>
          <span className="text-muted-foreground text-xs">
            {[row.original.companyName, row.original.email].filter(Boolean).join(' · ')}
          </span>
        </div>
      ),
    },
    {
      header: 'Source',
      accessorKey: 'source',
      meta: { detail: true },
      cell: ({ row }) =>
        row.original.quoteNumber
          ? `${leadSourceLabels[row.original.source]} ${row.original.quoteNumber}`
          : leadSourceLabels[row.original.source],
    },
    {
      header: 'Stage',
      accessorKey: 'stage',
      cell: ({ row }) => <StatusBadge entity="lead" status={row.original.stage} />,
    },
    { header: 'Owner', accessorKey: 'ownerName', cell: ({ row }) => row.original.ownerName ?? 'Unassigned' },
    {
      header: 'Est. Value',
      accessorKey: 'estimatedValue',
      meta: { className: 'text-right' },
      cell: ({ row }) => (row.original.estimatedValue ? <Money amount={row.original.estimatedValue} /> : '—'),
    },
    {
      header: 'Created',
      accessorKey: 'createdAt',
      meta: { detail: true },
      cell: ({ row }) => formatDate(row.original.createdAt),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <div className="flex justify-end gap-2">
          <Button
            size="sm"
            variant="outline"
            aria-label={`Manage ${row.original.name}`}
            onClick={() => setWorking(row.original)}
          >
            Manage
          </Button>
          {!row.original.convertedAt && row.original.stage !== 'lost' && (
            <Button
              size="sm"
              aria-label={`Convert ${row.original.name}`}
              onClick={() => setConverting(row.original)}
            >
              <UserPlusIcon aria-hidden="true" /> Convert
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Leads"
        description="Storefront quote requests and sign-ups not yet converted. Work them through to won or lost."
      />
      <div className="flex flex-wrap items-end gap-4">
        <ListSearch
          label="Search leads"
          placeholder="Search by name, email or company"
          value={list.query.search}
          onSearch={list.setSearch}
        />
        <FilterGroup
          label="Lead stage"
          value={stage}
          onValueChange={(value) => list.setFilter('stage', value)}
          options={stageOptions}
        />
      </div>
      <ListStates
        filtered={list.filtered}
        noMatchTitle="No leads found"
        query={leads}
        isEmpty={(data) => data.items.length === 0}
        loadingLabel="Loading leads"
        errorTitle={leadMessages.loadFailed}
        empty={
          <EmptyState
            icon={UsersIcon}
            title="No leads found"
            description="Storefront quote requests and sign-ups appear here as they arrive."
          />
        }
      >
        {(data) => (
          <div className="flex flex-col gap-2">
            <DataTable caption="Leads, newest first" columns={columns} data={data.items} pageSize={25} />
            {data.items.length >= LEAD_LIST_LIMIT && (
              <p className="text-muted-foreground text-sm">
                Showing the newest {LEAD_LIST_LIMIT.toLocaleString('en-AU')} leads. Search to find an older
                one.
              </p>
            )}
          </div>
        )}
      </ListStates>
      <LeadDialog lead={working} onClose={() => setWorking(null)} />
      <ConfirmDialog
        open={converting !== null}
        onOpenChange={(open) => !open && setConverting(null)}
        title="Convert to partner?"
        description={
          converting
            ? `${converting.name} gets a partner account for ${converting.email} and an email inviting them to choose a password. The lead is marked won.`
            : ''
        }
        confirmLabel="Convert to Partner"
        pending={convert.isPending}
        onConfirm={() => void confirmConvert()}
      />
    </div>
  );
}

import {
  LEAD_LIST_LIMIT,
  type Lead,
  type LeadStage,
  leadMessages,
  leadStages,
  openLeadStages,
} from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import { UsersIcon } from 'lucide-react';
import { useState } from 'react';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { FilterGroup } from '@/components/list/filter-group';
import { ListSearch } from '@/components/list/list-search';
import { ListStates } from '@/components/list/list-states';
import { useListParams } from '@/components/list/use-list-params';
import { PageHeader } from '@/components/page-header';
import { statusMaps } from '@/components/status-badge';
import { leadsQueryOptions, useLiveLeads } from '@/features/leads/api';
import { ConvertLeadDialog } from './leads/convert-lead-dialog';
import { leadColumns } from './leads/lead-columns';
import { LeadDialog } from './leads/lead-dialog';

const stageValues = ['open', ...leadStages, 'all'] as const;
const listOptions = { filters: { stage: { values: stageValues, default: 'open' } } };

type LeadListData = NonNullable<ReturnType<typeof useLeadList>['leads']['data']>;

/**
 * Each stage tab with its count once the list has come: Open is new, contacted and qualified together.
 * A stage the server stopped counting (cappedStages) makes its tab, and Open or All with it, 'Over …'.
 */
function stageOptionsOf(data: LeadListData | undefined) {
  const count = (value: (typeof stageValues)[number]) => {
    if (!data) return '';
    const { counts } = data;
    const stages: LeadStage[] =
      value === 'open' ? [...openLeadStages] : value === 'all' ? [...leadStages] : [value];
    const n = stages.reduce((sum, stage) => sum + counts[stage], 0);
    const over = stages.some((stage) => data.cappedStages?.includes(stage));
    return ` (${over ? 'Over ' : ''}${n.toLocaleString('en-AU')})`;
  };
  return stageValues.map((value) => ({
    value,
    label: `${value === 'open' ? 'Open' : value === 'all' ? 'All' : statusMaps.lead[value].label}${count(value)}`,
  }));
}

function useLeadList() {
  const list = useListParams(listOptions);
  const stage = list.query.filters.stage;
  const leads = useQuery(leadsQueryOptions({ stage, search: list.query.search }));
  return { list, stage, leads };
}

/**
 * Leads (docs/product/associate-portal.md): storefront quote requests and sign-ups not yet
 * converted, worked through stages by sales.
 */
export default function LeadsPage() {
  const { list, stage, leads } = useLeadList();
  useLiveLeads();
  const [working, setWorking] = useState<Lead | null>(null);
  const [converting, setConverting] = useState<Lead | null>(null);
  const columns = leadColumns({ onManage: setWorking, onConvert: setConverting });
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
          options={stageOptionsOf(leads.data)}
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
      <ConvertLeadDialog lead={converting} onClose={() => setConverting(null)} />
    </div>
  );
}

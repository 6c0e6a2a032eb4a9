import { type Campaign, type CampaignTab, campaignMessages, campaignTabs } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import { MegaphoneIcon, PlusIcon, RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { FilterGroup } from '@/components/list/filter-group';
import { ListSearch } from '@/components/list/list-search';
import { PagedList } from '@/components/list/paged-list';
import { useListParams } from '@/components/list/use-list-params';
import { PageHeader } from '@/components/page-header';
import { RecordStates } from '@/components/record/record-states';
import { Button } from '@/components/ui/button';
import { usePrincipal } from '@/features/auth/api';
import {
  campaignQueryOptions,
  campaignsQueryOptions,
  useDeleteCampaign,
  useLiveCampaigns,
} from '@/features/campaigns/api';
import { CampaignAnalyticsPanel } from './campaigns/campaign-analytics';
import { campaignColumns } from './campaigns/campaign-columns';
import { CampaignFormDialog } from './campaigns/campaign-form-dialog';
import { RejectCampaignDialog } from './campaigns/reject-campaign-dialog';

const tabLabels: Record<CampaignTab, string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  draft: 'Draft',
  ended: 'Ended',
  all: 'All',
};
const listOptions = {
  filters: { tab: { values: campaignTabs, default: 'active' } },
  pageSize: 25,
};

/** The campaign whose Analytics is open (?campaign=), with Close Analytics. */
function SelectedCampaign({ id, onClose }: { id: string; onClose: () => void }) {
  const selected = useQuery(campaignQueryOptions(id));
  return (
    <RecordStates
      query={selected}
      loadingLabel="Loading campaign..."
      errorTitle="Campaign not found"
      notFoundTitle="Campaign not found"
      notFound={<EmptyState title="Campaign not found" description={selected.error?.message} />}
    >
      {(campaign) => (
        <div className="flex flex-col gap-2">
          <Button variant="outline" className="w-fit" onClick={onClose}>
            Close Analytics
          </Button>
          <CampaignAnalyticsPanel campaign={campaign} />
        </div>
      )}
    </RecordStates>
  );
}

/** Delete cancels a draft (a soft delete), after asking. */
function DeleteCampaignDialog({ campaign, onClose }: { campaign: Campaign | null; onClose: () => void }) {
  const remove = useDeleteCampaign();
  return (
    <ConfirmDialog
      open={campaign !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete this campaign?"
      description={`"${campaign?.name ?? ''}" will be removed from the list and its promo code will never work.`}
      confirmLabel="Delete Campaign"
      cancelLabel="Keep Campaign"
      destructive
      pending={remove.isPending}
      onConfirm={() => {
        if (!campaign) return;
        remove.mutate(campaign.id, {
          onSuccess: () => {
            toast.success(campaignMessages.deleted);
            onClose();
          },
          onError: () => toast.error(campaignMessages.deleteFailed),
        });
      }}
    />
  );
}

function useCampaignList() {
  const list = useListParams(listOptions);
  const tab = list.query.filters.tab as CampaignTab;
  const campaigns = useQuery(
    campaignsQueryOptions({
      tab,
      search: list.query.search,
      page: list.query.page,
      pageSize: list.query.pageSize,
    }),
  );
  return { list, tab, campaigns };
}
type CampaignList = ReturnType<typeof useCampaignList>;

/** The status tabs (a radio group, with their counts) and the search. */
function CampaignFilters({
  list,
  tab,
  counts,
}: {
  list: CampaignList['list'];
  tab: CampaignTab;
  counts: Record<CampaignTab, number> | undefined;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <FilterGroup
        label="Campaign status"
        value={tab}
        onValueChange={(value) => list.setFilter('tab', value)}
        options={campaignTabs.map((t) => ({
          value: t,
          label: counts ? `${tabLabels[t]} (${counts[t].toLocaleString('en-AU')})` : tabLabels[t],
        }))}
      />
      <ListSearch
        label="Search campaigns"
        placeholder="Search by name or promo code..."
        value={list.query.search}
        onSearch={list.setSearch}
      />
    </div>
  );
}

/** /associate/campaigns (docs/product/associate-portal.md, 'Campaign Management', and its lifecycle). */
export default function CampaignsPage() {
  useLiveCampaigns();
  const isAssociate = usePrincipal().role === 'associate';
  const { list, tab, campaigns } = useCampaignList();
  const selectedId = list.params.get('campaign');
  const [editing, setEditing] = useState<Campaign | null | 'new'>(null);
  const [deleting, setDeleting] = useState<Campaign | null>(null);
  const [rejecting, setRejecting] = useState<Campaign | null>(null);
  const columns = campaignColumns({
    onAnalytics: (c) => list.setParam('campaign', c.id, { replace: false }),
    onEdit: setEditing,
    onDelete: setDeleting,
    onReject: setRejecting,
  });
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Campaign Management"
        description="Create promotions with promo codes, get them approved by finance and follow how they perform."
        actions={
          <>
            <Button
              variant="outline"
              onClick={() => void campaigns.refetch()}
              disabled={campaigns.isFetching}
            >
              <RefreshCwIcon aria-hidden="true" /> Refresh
            </Button>
            {isAssociate && (
              <Button onClick={() => setEditing('new')}>
                <PlusIcon aria-hidden="true" /> Create Campaign
              </Button>
            )}
          </>
        }
      />
      <CampaignFilters list={list} tab={tab} counts={campaigns.data?.counts} />
      <PagedList
        filtered={list.filtered}
        query={campaigns}
        loadingLabel="Loading campaigns..."
        errorTitle={campaignMessages.loadFailed}
        empty={
          <EmptyState
            icon={MegaphoneIcon}
            title={
              list.query.search
                ? 'No campaigns match your search'
                : `No ${tabLabels[tab].toLowerCase()} campaigns`
            }
            description="Create a campaign to give partners a promo code."
          />
        }
        caption="Campaigns, newest first"
        columns={columns}
        getRowId={(c) => c.id}
        onPageChange={list.setPage}
      />
      {selectedId !== null && (
        <SelectedCampaign id={selectedId} onClose={() => list.setParam('campaign', null)} />
      )}
      <CampaignFormDialog
        open={editing !== null}
        campaign={editing === 'new' ? null : editing}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <RejectCampaignDialog campaign={rejecting} onClose={() => setRejecting(null)} />
      <DeleteCampaignDialog campaign={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

import {
  type Campaign,
  type CampaignTab,
  campaignMessages,
  campaignSegmentLabels,
  campaignTabs,
  canApproveCampaigns,
  isCampaignEditable,
  ownWorkRefusal,
} from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { MegaphoneIcon, PlusIcon, RefreshCwIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { FilterGroup } from '@/components/list/filter-group';
import { ListSearch } from '@/components/list/list-search';
import { PagedList } from '@/components/list/paged-list';
import { useListParams } from '@/components/list/use-list-params';
import { PageHeader } from '@/components/page-header';
import { StatusBadge } from '@/components/status-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { usePrincipal } from '@/features/auth/api';
import {
  campaignQueryOptions,
  campaignsQueryOptions,
  useApproveCampaign,
  useDeleteCampaign,
  useLiveCampaigns,
  useSubmitCampaign,
} from '@/features/campaigns/api';
import { formatMoney } from '@/lib/format';
import { CampaignAnalyticsPanel } from './campaigns/campaign-analytics';
import { CampaignFormDialog, campaignSaveError } from './campaigns/campaign-form-dialog';
import { formatDay } from './campaigns/format-day';
import { RejectCampaignDialog } from './campaigns/reject-campaign-dialog';
import { describeTargets } from './campaigns/target-picker-dialog';

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

function discountText(c: Campaign): string {
  if (c.discountType === 'percentage') return `${c.discountValue}% off`;
  if (c.discountType === 'fixed') return `${formatMoney(c.discountValue)} off`;
  if (c.discountType === 'free_shipping') return 'Free shipping';
  if (c.discountType === 'bogo') return 'Buy one get one';
  return `Bundle (${c.discountValue})`;
}

/** Approve and Reject; off, with the reason beside them, on the approver's own work (docs/product/approvals.md). */
function ReviewButtons({
  campaign,
  ownWork,
  pending,
  onApprove,
  onReject,
}: {
  campaign: Campaign;
  ownWork: string | null;
  pending: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const name = <span className="sr-only"> {campaign.name}</span>;
  const noteId = `campaign-own-work-${campaign.id}`;
  const described = ownWork ? { 'aria-describedby': noteId } : {};
  return (
    <>
      <Button size="sm" disabled={pending || ownWork !== null} onClick={onApprove} {...described}>
        Approve{name}
      </Button>
      <Button variant="outline" size="sm" disabled={ownWork !== null} onClick={onReject} {...described}>
        Reject{name}
      </Button>
      {ownWork && (
        <span id={noteId} className="text-muted-foreground max-w-64 text-xs">
          {ownWork}
        </span>
      )}
    </>
  );
}

/** /associate/campaigns (spec 3 'Campaign Management'; PRODUCT.md's lifecycle). */
export default function CampaignsPage() {
  useLiveCampaigns();
  const principal = usePrincipal();
  const approver = canApproveCampaigns(principal);
  const isAssociate = principal.role === 'associate';
  const list = useListParams(listOptions);
  const tab = list.query.filters.tab as CampaignTab;
  const selectedId = list.params.get('campaign');
  const campaigns = useQuery(
    campaignsQueryOptions({
      tab,
      search: list.query.search,
      page: list.query.page,
      pageSize: list.query.pageSize,
    }),
  );
  const selected = useQuery({ ...campaignQueryOptions(selectedId ?? ''), enabled: selectedId !== null });
  const [editing, setEditing] = useState<Campaign | null | 'new'>(null);
  const [deleting, setDeleting] = useState<Campaign | null>(null);
  const [rejecting, setRejecting] = useState<Campaign | null>(null);
  const submit = useSubmitCampaign();
  const approve = useApproveCampaign();
  const remove = useDeleteCampaign();

  useEffect(() => {
    if (campaigns.isError) toast.error(campaignMessages.loadFailed, { id: 'campaigns-load-failed' });
  }, [campaigns.isError]);

  const act = (promise: Promise<unknown>, success: string) =>
    promise.then(
      () => toast.success(success),
      (error: unknown) => toast.error(campaignSaveError(error)),
    );

  const columns = ((): ColumnDef<Campaign, unknown>[] => {
    const actions: ColumnDef<Campaign, unknown> = {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => {
        const c = row.original;
        const name = <span className="sr-only"> {c.name}</span>;
        return (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => list.setParam('campaign', c.id, { replace: false })}
            >
              Analytics{name}
            </Button>
            {isAssociate && isCampaignEditable(c) && (
              <>
                <Button variant="outline" size="sm" onClick={() => setEditing(c)}>
                  Edit{name}
                </Button>
                <Button
                  size="sm"
                  disabled={submit.isPending}
                  onClick={() => act(submit.mutateAsync(c.id), campaignMessages.submitted)}
                >
                  Submit for Approval{name}
                </Button>
              </>
            )}
            {approver && c.approvalStatus === 'pending' && c.status === 'draft' && (
              <ReviewButtons
                campaign={c}
                ownWork={ownWorkRefusal('campaign', principal.userId, c.authorIds)}
                pending={approve.isPending}
                onApprove={() => act(approve.mutateAsync(c.id), campaignMessages.approved)}
                onReject={() => setRejecting(c)}
              />
            )}
            {isAssociate && c.status === 'draft' && (
              <Button variant="destructive" size="sm" onClick={() => setDeleting(c)}>
                Delete{name}
              </Button>
            )}
          </div>
        );
      },
    };
    return [
      {
        id: 'name',
        header: 'Campaign',
        cell: ({ row }) => (
          <div className="flex max-w-64 flex-col">
            <span className="font-medium">{row.original.name}</span>
            <span className="text-muted-foreground text-xs">{describeTargets(row.original)}</span>
            {row.original.approvalStatus === 'rejected' && row.original.rejectionReason && (
              <span className="text-destructive text-xs">Rejected: {row.original.rejectionReason}</span>
            )}
          </div>
        ),
      },
      {
        id: 'code',
        header: 'Promo Code',
        cell: ({ row }) => <span className="font-mono">{row.original.promoCode}</span>,
      },
      { id: 'discount', header: 'Discount', cell: ({ row }) => discountText(row.original) },
      {
        id: 'dates',
        header: 'Dates',
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            {formatDay(row.original.startDate)} – {formatDay(row.original.endDate)}
          </span>
        ),
      },
      {
        id: 'segment',
        header: 'Segment',
        cell: ({ row }) => campaignSegmentLabels[row.original.targetSegment],
      },
      {
        id: 'usage',
        header: 'Uses',
        meta: { className: 'text-right' },
        cell: ({ row }) =>
          `${row.original.usageCount.toLocaleString('en-AU')}${
            row.original.usageLimit === null ? '' : ` / ${row.original.usageLimit.toLocaleString('en-AU')}`
          }`,
      },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) => (
          <div className="flex flex-wrap gap-1">
            <StatusBadge entity="campaign" status={row.original.status} />
            {row.original.approvalStatus && row.original.status === 'draft' && (
              <StatusBadge entity="campaignApproval" status={row.original.approvalStatus} />
            )}
            {row.original.isAutoApply && <Badge variant="info">Auto-apply</Badge>}
          </div>
        ),
      },
      actions,
    ];
  })();

  const counts = campaigns.data?.counts;
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
      {selectedId !== null &&
        (selected.data ? (
          <div className="flex flex-col gap-2">
            <Button variant="outline" className="w-fit" onClick={() => list.setParam('campaign', null)}>
              Close Analytics
            </Button>
            <CampaignAnalyticsPanel campaign={selected.data} />
          </div>
        ) : selected.isError ? (
          <EmptyState title="Campaign not found" description={selected.error.message} />
        ) : null)}
      <CampaignFormDialog
        open={editing !== null}
        campaign={editing === 'new' ? null : editing}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <RejectCampaignDialog campaign={rejecting} onClose={() => setRejecting(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this campaign?"
        description={`"${deleting?.name ?? ''}" will be removed from the list and its promo code will never work.`}
        confirmLabel="Delete Campaign"
        cancelLabel="Keep Campaign"
        destructive
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(campaignMessages.deleted);
              setDeleting(null);
            },
            onError: () => toast.error(campaignMessages.deleteFailed),
          });
        }}
      />
    </div>
  );
}

import {
  type Campaign,
  campaignMessages,
  campaignSegmentLabels,
  canApproveCampaigns,
  isCampaignAwaitingApproval,
  isCampaignDeletable,
  isCampaignEditable,
  ownWorkRefusal,
} from '@party/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { toast } from 'sonner';
import { StatusBadge } from '@/components/status-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { usePrincipal } from '@/features/auth/api';
import { useApproveCampaign, useSubmitCampaign } from '@/features/campaigns/api';
import { formatMoney } from '@/lib/format';
import { campaignSaveError } from './campaign-form-dialog';
import { formatDay } from './format-day';
import { describeTargets } from './target-picker-dialog';

function discountText(c: Campaign): string {
  if (c.discountType === 'percentage') return `${c.discountValue}% off`;
  if (c.discountType === 'fixed') return `${formatMoney(c.discountValue)} off`;
  if (c.discountType === 'free_shipping') return 'Free shipping';
  if (c.discountType === 'bogo') return 'Buy one get one';
  return `Bundle (${c.discountValue})`;
}

/** A row action's outcome, told as a toast (the action answers the user's click). */
function act(promise: Promise<unknown>, success: string) {
  return promise.then(
    () => toast.success(success),
    (error: unknown) => toast.error(campaignSaveError(error)),
  );
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

export interface CampaignRowHandlers {
  onAnalytics: (campaign: Campaign) => void;
  onEdit: (campaign: Campaign) => void;
  onDelete: (campaign: Campaign) => void;
  onReject: (campaign: Campaign) => void;
}

/**
 * A row's actions, each by the shared lifecycle rules (docs/product/associate-portal.md, 'Campaign
 * Management'): Edit and Submit while editable, Approve and Reject for the finance approvers while
 * it awaits approval, Delete while a draft.
 */
function CampaignActions({ campaign, handlers }: { campaign: Campaign; handlers: CampaignRowHandlers }) {
  const principal = usePrincipal();
  const isAssociate = principal.role === 'associate';
  const submit = useSubmitCampaign();
  const approve = useApproveCampaign();
  const name = <span className="sr-only"> {campaign.name}</span>;
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={() => handlers.onAnalytics(campaign)}>
        Analytics{name}
      </Button>
      {isAssociate && isCampaignEditable(campaign) && (
        <>
          <Button variant="outline" size="sm" onClick={() => handlers.onEdit(campaign)}>
            Edit{name}
          </Button>
          <Button
            size="sm"
            disabled={submit.isPending}
            onClick={() => act(submit.mutateAsync(campaign.id), campaignMessages.submitted)}
          >
            Submit for Approval{name}
          </Button>
        </>
      )}
      {canApproveCampaigns(principal) && isCampaignAwaitingApproval(campaign) && (
        <ReviewButtons
          campaign={campaign}
          ownWork={ownWorkRefusal('campaign', principal.userId, campaign.authorIds)}
          pending={approve.isPending}
          onApprove={() => act(approve.mutateAsync(campaign.id), campaignMessages.approved)}
          onReject={() => handlers.onReject(campaign)}
        />
      )}
      {isAssociate && isCampaignDeletable(campaign) && (
        <Button variant="destructive" size="sm" onClick={() => handlers.onDelete(campaign)}>
          Delete{name}
        </Button>
      )}
    </div>
  );
}

function CampaignName({ campaign }: { campaign: Campaign }) {
  return (
    <div className="flex max-w-64 flex-col">
      <span className="font-medium">{campaign.name}</span>
      <span className="text-muted-foreground text-xs">{describeTargets(campaign)}</span>
      {campaign.approvalStatus === 'rejected' && campaign.rejectionReason && (
        <span className="text-destructive text-xs">Rejected: {campaign.rejectionReason}</span>
      )}
    </div>
  );
}

/** Its status, and while a draft where it stands with approval ('Awaiting approval' from the badge map). */
function CampaignStatus({ campaign }: { campaign: Campaign }) {
  return (
    <div className="flex flex-wrap gap-1">
      <StatusBadge entity="campaign" status={campaign.status} />
      {campaign.approvalStatus && campaign.status === 'draft' && (
        <StatusBadge entity="campaignApproval" status={campaign.approvalStatus} />
      )}
      {campaign.isAutoApply && <Badge variant="info">Auto-apply</Badge>}
    </div>
  );
}

function usageText(c: Campaign): string {
  const limit = c.usageLimit === null ? '' : ` / ${c.usageLimit.toLocaleString('en-AU')}`;
  return `${c.usageCount.toLocaleString('en-AU')}${limit}`;
}

/** The Campaign Management table's columns, the row's actions last. */
export function campaignColumns(handlers: CampaignRowHandlers): ColumnDef<Campaign, unknown>[] {
  return [
    { id: 'name', header: 'Campaign', cell: ({ row }) => <CampaignName campaign={row.original} /> },
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
      cell: ({ row }) => usageText(row.original),
    },
    { id: 'status', header: 'Status', cell: ({ row }) => <CampaignStatus campaign={row.original} /> },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => <CampaignActions campaign={row.original} handlers={handlers} />,
    },
  ];
}

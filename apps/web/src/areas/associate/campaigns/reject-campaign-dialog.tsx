import { type Campaign, campaignMessages, rejectCampaignSchema } from '@party/shared';
import { toast } from 'sonner';
import { ReasonDialog } from '@/components/reason-dialog';
import { useRejectCampaign } from '@/features/campaigns/api';

/** Reject, with the reason the submitter will read (required). */
export function RejectCampaignDialog({
  campaign,
  onClose,
}: {
  campaign: Campaign | null;
  onClose: () => void;
}) {
  const reject = useRejectCampaign();
  return (
    <ReasonDialog
      open={campaign !== null}
      onClose={onClose}
      title="Reject Campaign"
      description={campaign ? `Tell the submitter why "${campaign.name}" is not approved.` : undefined}
      schema={rejectCampaignSchema}
      label="Rejection Reason"
      submitLabel="Reject Campaign"
      onSubmit={async (reason) => {
        if (!campaign) return;
        await reject.mutateAsync({ id: campaign.id, reason });
        toast.success(campaignMessages.rejected);
        onClose();
      }}
    />
  );
}

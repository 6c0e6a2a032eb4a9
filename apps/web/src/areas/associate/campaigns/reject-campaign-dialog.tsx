import { type Campaign, campaignMessages, rejectCampaignSchema } from '@party/shared';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { FormDialog, useZodForm } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { useRejectCampaign } from '@/features/campaigns/api';

/** Reject, with the reason the submitter will read (required). */
export function RejectCampaignDialog({
  campaign,
  onClose,
}: {
  campaign: Campaign | null;
  onClose: () => void;
}) {
  const form = useZodForm(rejectCampaignSchema, { defaultValues: { reason: '' } });
  const reject = useRejectCampaign();
  const { reset } = form;
  useEffect(() => {
    if (campaign) reset({ reason: '' });
  }, [campaign, reset]);
  return (
    <FormDialog
      open={campaign !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Reject Campaign"
      description={campaign ? `Tell the submitter why "${campaign.name}" is not approved.` : undefined}
      form={form}
      onSubmit={async (values) => {
        if (!campaign) return;
        await reject.mutateAsync({ id: campaign.id, reason: values.reason });
        toast.success(campaignMessages.rejected);
        onClose();
      }}
      submitLabel="Reject Campaign"
      pendingLabel="Rejecting..."
    >
      <FormTextField control={form.control} name="reason" label="Rejection Reason" multiline rows={3} />
    </FormDialog>
  );
}

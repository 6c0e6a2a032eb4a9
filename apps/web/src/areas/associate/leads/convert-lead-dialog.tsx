import { type Lead, leadMessages } from '@party/shared';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useConvertLead } from '@/features/leads/api';

/** Convert to partner, after asking: an account (or the existing one) for the lead's email, marked won. */
export function ConvertLeadDialog({ lead, onClose }: { lead: Lead | null; onClose: () => void }) {
  const convert = useConvertLead();
  const confirmConvert = async () => {
    if (!lead) return;
    try {
      const result = await convert.mutateAsync(lead.id);
      toast.success(result.accountCreated ? leadMessages.converted : leadMessages.convertedExisting);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : leadMessages.convertFailed);
    }
    onClose();
  };
  return (
    <ConfirmDialog
      open={lead !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Convert to partner?"
      description={
        lead
          ? `${lead.name} gets a partner account for ${lead.email} and an email inviting them to choose a password. The lead is marked won.`
          : ''
      }
      confirmLabel="Convert to Partner"
      pending={convert.isPending}
      onConfirm={() => void confirmConvert()}
    />
  );
}

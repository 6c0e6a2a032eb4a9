import { type ReturnDetail, rejectReturnSchema } from '@party/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ReasonDialog } from '@/components/reason-dialog';
import { Button } from '@/components/ui/button';
import { useApproveReturn, useRejectReturn } from '@/features/returns/api';
import { ReceiveReturnDialog } from './receive-return-dialog';

/** Approve or Reject a requested return; Mark Received an approved one (docs/product/returns.md). */
export function ReturnActions({ detail }: { detail: ReturnDetail }) {
  const [open, setOpen] = useState<'approve' | 'reject' | 'receive' | null>(null);
  const approve = useApproveReturn();
  const reject = useRejectReturn();
  const close = () => setOpen(null);
  if (detail.status === 'rejected' || detail.status === 'received') return null;
  return (
    <>
      {detail.status === 'requested' && (
        <>
          <Button onClick={() => setOpen('approve')}>Approve</Button>
          <Button variant="destructive" onClick={() => setOpen('reject')}>
            Reject
          </Button>
        </>
      )}
      {detail.status === 'approved' && <Button onClick={() => setOpen('receive')}>Mark Received</Button>}
      <ConfirmDialog
        open={open === 'approve'}
        onOpenChange={(next) => !next && close()}
        title={`Approve return ${detail.number}?`}
        description="The partner is told to send the goods back."
        confirmLabel="Approve"
        cancelLabel="Cancel"
        pending={approve.isPending}
        onConfirm={async () => {
          try {
            await approve.mutateAsync(detail.id);
            toast.success(`Return ${detail.number} approved`);
          } catch (error) {
            toast.error(error instanceof Error ? error.message : 'Could not approve the return.');
          }
          close();
        }}
      />
      <ReasonDialog
        open={open === 'reject'}
        onClose={close}
        title={`Reject return ${detail.number}?`}
        description="The partner sees the reason."
        schema={rejectReturnSchema}
        label="Reason"
        submitLabel="Reject"
        onSubmit={async (reason) => {
          await reject.mutateAsync({ id: detail.id, reason });
          close();
        }}
      />
      <ReceiveReturnDialog
        detail={detail}
        open={open === 'receive'}
        onOpenChange={(next) => !next && close()}
      />
    </>
  );
}

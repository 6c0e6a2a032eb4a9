import { type CompanyInvitation, companyTexts } from '@party/shared/companies/contract';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table';
import { ListStates } from '@/components/list/list-states';
import { invitationsQueryOptions, useResendInvitation, useRevokeInvitation } from './api';
import { invitationColumns } from './invitations-table';

/** The Invitations tab (owners and admins): Resend (pending or expired) and Revoke (pending). */
export function InvitationsTab({ empty }: { empty: ReactNode }) {
  const invitations = useQuery(invitationsQueryOptions);
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [revoking, setRevoking] = useState<CompanyInvitation | null>(null);
  const onResend = (invitation: CompanyInvitation) =>
    resend.mutate(invitation.id, {
      onSuccess: () => toast.success(companyTexts.invitationResent(invitation.email)),
      onError: (error) => toast.error(error.message),
    });
  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        toast.success(companyTexts.invitationRevoked);
        setRevoking(null);
      },
      onError: (error) => toast.error(error.message),
    });
  };
  const columns = invitationColumns({ onResend, onRevoke: setRevoking, busy: resend.isPending });
  return (
    <>
      <ListStates
        query={invitations}
        isEmpty={(data) => data.items.length === 0}
        loadingLabel="Loading invitations"
        errorTitle="Invitations could not be loaded."
        empty={empty}
      >
        {(data) => (
          <DataTable caption="Invitations" columns={columns} data={data.items} getRowId={(i) => i.id} />
        )}
      </ListStates>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke this invitation?"
        description={revoking ? `The link sent to ${revoking.email} stops working.` : ''}
        confirmLabel="Revoke"
        destructive
        pending={revoke.isPending}
        onConfirm={confirmRevoke}
      />
    </>
  );
}

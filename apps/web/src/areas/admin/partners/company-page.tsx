import { isAccountAdmin } from '@party/shared/access/roles';
import { type AdminCompanyDetail, adminCompanyTexts } from '@party/shared/companies/admin-contract';
import { type CompanyMember, companyTexts } from '@party/shared/companies/contract';
import { useQuery } from '@tanstack/react-query';
import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { RecordStates } from '@/components/record/record-states';
import { Button } from '@/components/ui/button';
import { AddMemberDialog } from '@/features/admin-companies/add-member-dialog';
import {
  adminCompanyQueryOptions,
  useLiveAdminCompanies,
  useMakeCompanyOwner,
  useRemoveCompanyMember,
} from '@/features/admin-companies/api';
import { AdminMemberRowActions, PendingInvitationsTable } from '@/features/admin-companies/company-tables';
import { usePrincipal } from '@/features/auth/api';
import { MembersTable } from '@/features/companies/members-table';

/**
 * /admin/partners/companies/:id (docs/product/company-accounts.md, "What staff see"): the company's
 * members with roles and limits and its pending invitations; account admins Add Member, Remove and
 * Make Owner, each in the Audit Log.
 */
export default function AdminCompanyPage() {
  const { id = '' } = useParams();
  const company = useQuery(adminCompanyQueryOptions(id));
  useLiveAdminCompanies();
  return (
    <RecordStates
      query={company}
      loadingLabel="Loading company"
      errorTitle="Could not load this company."
      notFoundTitle="Company not found."
    >
      {(data) => <CompanyScreen company={data} />}
    </RecordStates>
  );
}

type Pending = { kind: 'remove' | 'owner'; member: CompanyMember } | null;

function CompanyScreen({ company }: { company: AdminCompanyDetail }) {
  const mayChange = isAccountAdmin(usePrincipal());
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const actions = {
    mayChange,
    onRemove: (member: CompanyMember) => setPending({ kind: 'remove', member }),
    onMakeOwner: (member: CompanyMember) => setPending({ kind: 'owner', member }),
  };
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={company.name}
        description={
          <Link className="underline-offset-4 hover:underline" to="/admin/partners/users?tab=companies">
            Back to Companies
          </Link>
        }
        actions={
          mayChange && (
            <Button onClick={() => setAdding(true)}>
              <PlusIcon aria-hidden="true" /> Add Member
            </Button>
          )
        }
      />
      <section aria-labelledby="members-heading" className="flex flex-col gap-3">
        <h2 id="members-heading" className="text-xl">
          Members
        </h2>
        <MembersTable
          members={company.members}
          rowActions={(member) => <AdminMemberRowActions member={member} actions={actions} />}
        />
      </section>
      <section aria-labelledby="invitations-heading" className="flex flex-col gap-3">
        <h2 id="invitations-heading" className="text-xl">
          Pending invitations
        </h2>
        {company.invitations.length ? (
          <PendingInvitationsTable invitations={company.invitations} />
        ) : (
          <p className="text-muted-foreground">No invitations are waiting.</p>
        )}
      </section>
      <AddMemberDialog company={company} open={adding} onOpenChange={setAdding} />
      <MemberChangeDialog company={company} pending={pending} onClose={() => setPending(null)} />
    </div>
  );
}

/** Asks before Remove or Make Owner, in the product's words, then does it and toasts the answer. */
function MemberChangeDialog({
  company,
  pending,
  onClose,
}: {
  company: AdminCompanyDetail;
  pending: Pending;
  onClose: () => void;
}) {
  const remove = useRemoveCompanyMember(company.id);
  const makeOwner = useMakeCompanyOwner(company.id);
  const name = pending?.member.name ?? '';
  const confirm = () => {
    if (!pending) return;
    const done = {
      onSuccess: ({ message }: { message: string }) => {
        onClose();
        toast.success(message);
      },
      onError: (error: Error) => {
        onClose();
        toast.error(error.message);
      },
    };
    if (pending.kind === 'remove') remove.mutate(pending.member.userId, done);
    else makeOwner.mutate(pending.member.userId, done);
  };
  const removing = pending?.kind === 'remove';
  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => !open && onClose()}
      title={removing ? `${companyTexts.remove} ${name}?` : `Make ${name} the owner?`}
      description={
        removing
          ? companyTexts.removeConfirm(name, company.name)
          : adminCompanyTexts.makeOwnerConfirm(name, company.name)
      }
      confirmLabel={removing ? companyTexts.remove : adminCompanyTexts.makeOwner}
      destructive={removing}
      pending={remove.isPending || makeOwner.isPending}
      onConfirm={confirm}
    />
  );
}

import type { Company, CompanyMember } from '@party/shared/companies/contract';
import { companyTexts } from '@party/shared/companies/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MailIcon, PlusIcon, UsersIcon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ListStates } from '@/components/list/list-states';
import { PageHeader } from '@/components/page-header';
import { RecordStates } from '@/components/record/record-states';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { meQueryKey, usePrincipal } from '@/features/auth/api';
import {
  companyQueryOptions,
  membersQueryOptions,
  useLeaveCompany,
  useLiveCompany,
  useRemoveMember,
  useTransferOwnership,
} from '@/features/companies/api';
import { InvitationsTab } from '@/features/companies/invitations-tab';
import { InviteDialog } from '@/features/companies/invite-dialog';
import { MemberDialog } from '@/features/companies/member-dialog';
import { MemberRowActions, MembersTable } from '@/features/companies/members-table';
import { useTabParam } from '@/lib/use-tab-param';

const tabs = [
  { id: 'members', label: companyTexts.membersTab },
  { id: 'invitations', label: companyTexts.invitationsTab },
] as const;

/**
 * /partner/company (docs/product/company-accounts.md, "Members and invitations"): the members, and
 * for owners and admins the invitations; Invite Member, Edit Role & Limits, Remove, Transfer
 * Ownership, Leave Company. Refreshes live when anyone changes the company.
 */
export default function CompanyPage() {
  const company = useQuery(companyQueryOptions);
  useLiveCompany([meQueryKey]);
  return (
    <RecordStates
      query={company}
      loadingLabel="Loading company"
      errorTitle="Could not load your company."
      notFoundTitle="You do not belong to a company."
    >
      {(data) => <CompanyScreen company={data} />}
    </RecordStates>
  );
}

function CompanyScreen({ company }: { company: Company }) {
  const manager = company.myRole === 'owner' || company.myRole === 'admin';
  const shown = manager ? tabs : tabs.slice(0, 1);
  const [active, open] = useTabParam(shown);
  const [inviting, setInviting] = useState(false);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={companyTexts.title}
        description={`${company.name}: its members and their roles.`}
        actions={
          <div className="flex flex-wrap gap-2">
            {manager && (
              <Button onClick={() => setInviting(true)}>
                <PlusIcon aria-hidden="true" /> {companyTexts.inviteMember}
              </Button>
            )}
            {company.myRole !== 'owner' && <LeaveButton company={company} />}
          </div>
        }
      />
      <Tabs value={active} onValueChange={open}>
        <TabsList aria-label="Company sections">
          {shown.map((t) => (
            <TabsTrigger key={t.id} value={t.id}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="members">
          <MembersTab company={company} />
        </TabsContent>
        {manager && (
          <TabsContent value="invitations">
            <InvitationsTab empty={<EmptyState icon={MailIcon} title="No invitations yet" />} />
          </TabsContent>
        )}
      </Tabs>
      <InviteDialog open={inviting} onOpenChange={setInviting} mayGiveAdmin={company.myRole === 'owner'} />
    </div>
  );
}

type Pending = { kind: 'remove' | 'transfer'; member: CompanyMember } | null;

/** The member list with its row actions and their dialogs. */
function MembersTab({ company }: { company: Company }) {
  const members = useQuery(membersQueryOptions);
  const { userId } = usePrincipal();
  const [editing, setEditing] = useState<CompanyMember | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const me = { userId, role: company.myRole };
  return (
    <>
      <ListStates
        query={members}
        isEmpty={(data) => data.items.length === 0}
        loadingLabel="Loading members"
        errorTitle="Members could not be loaded."
        empty={<EmptyState icon={UsersIcon} title="No members yet" />}
      >
        {(data) => (
          <MembersTable
            members={data.items}
            rowActions={(member) => (
              <MemberRowActions
                member={member}
                actions={{
                  me,
                  onEdit: setEditing,
                  onRemove: (target) => setPending({ kind: 'remove', member: target }),
                  onTransfer: (target) => setPending({ kind: 'transfer', member: target }),
                }}
              />
            )}
          />
        )}
      </ListStates>
      <MemberDialog
        member={editing}
        onClose={() => setEditing(null)}
        mayGiveAdmin={company.myRole === 'owner'}
      />
      <MemberConfirm company={company} pending={pending} onClose={() => setPending(null)} />
    </>
  );
}

/** Remove (they are signed out at once) or Transfer Ownership, each confirmed in the product's words. */
function MemberConfirm({
  company,
  pending,
  onClose,
}: {
  company: Company;
  pending: Pending;
  onClose: () => void;
}) {
  const remove = useRemoveMember();
  const transfer = useTransferOwnership();
  const name = pending?.member.name ?? '';
  const isRemove = pending?.kind === 'remove';
  const confirm = () => {
    if (!pending) return;
    const action = isRemove ? remove : transfer;
    action.mutate(pending.member.userId, {
      onSuccess: ({ message }) => {
        toast.success(message);
        onClose();
      },
      onError: (error) => toast.error(error.message),
    });
  };
  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => !open && onClose()}
      title={isRemove ? `${companyTexts.remove} ${name}?` : `${companyTexts.transferOwnership}?`}
      description={
        isRemove
          ? companyTexts.removeConfirm(name, company.name)
          : companyTexts.transferConfirm(name, company.name)
      }
      confirmLabel={isRemove ? companyTexts.remove : companyTexts.transferOwnership}
      destructive={isRemove}
      pending={remove.isPending || transfer.isPending}
      onConfirm={confirm}
    />
  );
}

/** Leave Company: removal by oneself; the server signs them out, so the page leaves for the sign-in. */
function LeaveButton({ company }: { company: Company }) {
  const [open, setOpen] = useState(false);
  const leave = useLeaveCompany();
  const signedOut = useSignedOutByServer();
  const confirm = () =>
    leave.mutate(undefined, {
      onSuccess: () => {
        toast.success(`You left ${company.name}`);
        void signedOut();
      },
      onError: (error) => toast.error(error.message),
    });
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {companyTexts.leaveCompany}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`${companyTexts.leaveCompany}?`}
        description={companyTexts.leaveConfirm(company.name)}
        confirmLabel={companyTexts.leaveCompany}
        destructive
        pending={leave.isPending}
        onConfirm={confirm}
      />
    </>
  );
}

/**
 * The server ended every session of a member who left: nothing to sign out of, only this tab's
 * memory of them to drop (leaving first, so the AccessGuard does not send the page to /login itself).
 */
function useSignedOutByServer() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await navigate('/login', { replace: true });
    queryClient.clear();
    queryClient.setQueryData(meQueryKey, { principal: null });
  };
}

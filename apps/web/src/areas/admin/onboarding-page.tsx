import {
  type AdminOnboardingApplication,
  type OnboardingStatus,
  onboardingRejectInputSchema,
  onboardingStatuses,
} from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { UserCheckIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { FormDialog, useZodForm } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { FilterGroup } from '@/components/list/filter-group';
import { ListStates } from '@/components/list/list-states';
import { useListParams } from '@/components/list/use-list-params';
import { PageHeader } from '@/components/page-header';
import { StatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { onboardingReviewQueryOptions, useReviewOnboarding } from '@/features/onboarding/api';
import { formatDate } from '@/lib/format';

const listOptions = { filters: { status: { values: ['all', ...onboardingStatuses], default: 'pending' } } };
const statusOptions = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];
const roleLabel = { vendor: 'Vendor', associate: 'Associate' } as const;
/** The approved role with its article: 'a vendor', 'an associate'. */
const newRole = { vendor: 'a vendor', associate: 'an associate' } as const;

type Decision = { action: 'approve' | 'reject'; application: AdminOnboardingApplication } | null;

/** The applications' columns; a pending one's row has Approve and Reject. */
function applicationColumns(
  decide: (action: 'approve' | 'reject', application: AdminOnboardingApplication) => void,
): ColumnDef<AdminOnboardingApplication, unknown>[] {
  return [
    {
      header: 'Applicant',
      accessorKey: 'applicantName',
      cell: ({ row }) => (
        <div className="flex flex-col">
          <span className="font-medium">{row.original.applicantName}</span>
          <span className="text-muted-foreground text-sm">{row.original.applicantEmail}</span>
        </div>
      ),
    },
    { header: 'Company', accessorKey: 'companyName' },
    { header: 'Role', accessorKey: 'role', cell: ({ row }) => roleLabel[row.original.role] },
    {
      header: 'Submitted',
      accessorKey: 'submittedAt',
      cell: ({ row }) => formatDate(row.original.submittedAt),
    },
    {
      header: 'Status',
      accessorKey: 'status',
      cell: ({ row }) => <StatusBadge entity="onboarding" status={row.original.status} />,
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: 'text-right' },
      cell: ({ row }) =>
        row.original.status === 'pending' ? (
          <div className="flex justify-end gap-2">
            <Button
              size="sm"
              onClick={() => decide('approve', row.original)}
              aria-label={`Approve ${row.original.applicantName}`}
            >
              Approve
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => decide('reject', row.original)}
              aria-label={`Reject ${row.original.applicantName}`}
            >
              Reject
            </Button>
          </div>
        ) : (
          <span className="text-muted-foreground text-sm">{row.original.reviewNotes ?? ''}</span>
        ),
    },
  ];
}

/** /admin/onboarding: vendor and associate applications, approved (role granted) or rejected with a reason. */
export default function OnboardingPage() {
  const list = useListParams(listOptions);
  const status = list.query.filters.status;
  const applications = useQuery(
    onboardingReviewQueryOptions(status === 'all' ? undefined : (status as OnboardingStatus)),
  );
  const [decision, setDecision] = useState<Decision>(null);
  const columns = useMemo(
    () => applicationColumns((action, application) => setDecision({ action, application })),
    [],
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Onboarding Review"
        description="Applications to become a vendor or an associate. Approving grants the role and emails the applicant."
      />
      <FilterGroup
        label="Status"
        value={status}
        onValueChange={(value) => list.setFilter('status', value)}
        options={statusOptions}
      />
      <ListStates
        filtered={list.filtered}
        query={applications}
        isEmpty={(data) => data.applications.length === 0}
        loadingLabel="Loading applications"
        errorTitle="Failed to load applications"
        empty={<EmptyState icon={UserCheckIcon} title="No applications yet" />}
      >
        {(data) => (
          <DataTable
            caption="Onboarding applications, newest first"
            columns={columns}
            data={data.applications}
            getRowId={(a) => a.id}
            pageSize={20}
          />
        )}
      </ListStates>
      {decision?.action === 'approve' && (
        <ApproveDialog application={decision.application} onClose={() => setDecision(null)} />
      )}
      {decision?.action === 'reject' && (
        <RejectDialog application={decision.application} onClose={() => setDecision(null)} />
      )}
    </div>
  );
}

function RejectDialog({
  application,
  onClose,
}: {
  application: AdminOnboardingApplication;
  onClose: () => void;
}) {
  const review = useReviewOnboarding();
  const form = useZodForm(onboardingRejectInputSchema, { defaultValues: { notes: '' } });
  const notes = form.watch('notes');
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Reject application"
      description={`${application.applicantName} (${application.companyName}) is emailed the reason.`}
      form={form}
      onSubmit={async (values) => {
        await review.mutateAsync({ id: application.id, action: 'reject', notes: values.notes });
        toast.success('Application rejected');
        onClose();
      }}
      submitDisabled={!notes?.trim()}
      submitLabel="Reject Application"
      pendingLabel="Rejecting..."
    >
      <FormTextField control={form.control} name="notes" label="Rejection Reason" multiline rows={3} />
    </FormDialog>
  );
}

/** Asks before approving: the role is granted and the applicant emailed. */
function ApproveDialog({
  application,
  onClose,
}: {
  application: AdminOnboardingApplication;
  onClose: () => void;
}) {
  const review = useReviewOnboarding();
  const approve = async (application: AdminOnboardingApplication) => {
    try {
      await review.mutateAsync({ id: application.id, action: 'approve' });
      toast.success(`${application.applicantName} is now ${newRole[application.role]}`);
      onClose();
    } catch (error) {
      toast.error('Failed to approve application', { description: (error as Error).message });
    }
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Approve application?"
      description={`${application.applicantName} (${application.companyName}) becomes a ${roleLabel[application.role].toLowerCase()} and is emailed.`}
      confirmLabel="Approve"
      pending={review.isPending}
      onConfirm={() => void approve(application)}
    />
  );
}

import { ownWorkRefusal } from '@party/shared/access/separation-of-duties';
import {
  type CreditApprovalInput,
  type CreditRejectionInput,
  type CreditReviewRequest,
  creditApprovalInputSchema,
  creditRejectionInputSchema,
  creditReviewMessages,
  isOpenCreditRequest,
} from '@party/shared/credit/contract';
import { paymentTermsLabel, paymentTermValues } from '@party/shared/receivables/terms';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { CreditCardIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { FormDialog, useZodForm } from '@/components/form-dialog';
import { FormSelect } from '@/components/form-select';
import { FormTextField } from '@/components/form-text-field';
import { FilterGroup } from '@/components/list/filter-group';
import { ListSearch } from '@/components/list/list-search';
import { ListStates } from '@/components/list/list-states';
import { useListParams } from '@/components/list/use-list-params';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { StatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatRequestDate } from '@/lib/format';
import {
  creditReviewQueryOptions,
  useApproveCreditRequest,
  useLiveCreditReview,
  useOpenCreditRequest,
  useRejectCreditRequest,
} from './api';

// docs/product/admin-area.md: All, Pending, Under Review, Approved, Rejected.
const filterStatuses = ['pending', 'under_review', 'approved', 'rejected'] as const;
const listOptions = { filters: { status: { values: ['all', ...filterStatuses], default: 'all' } } };
const statusOptions = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'under_review', label: 'Under Review' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];
const termOptions = paymentTermValues.map((value) => ({ value, label: paymentTermsLabel(value) }));
const PAGE_SIZE = 20;

type Dialogs = { kind: 'approve' | 'reject' | 'view'; request: CreditReviewRequest } | null;

type Show = (kind: 'approve' | 'reject' | 'view', r: CreditReviewRequest) => void;

/** An open request's Approve and Reject (refused on the reviewer's own request), else View. */
function ReviewActions({
  request,
  reviewerId,
  show,
}: {
  request: CreditReviewRequest;
  reviewerId: string;
  show: Show;
}) {
  const who = request.partnerName || request.partnerEmail;
  // docs/product/approvals.md: nobody decides their own request (an admin with a partner account).
  const ownWork = ownWorkRefusal('credit_request', reviewerId, [request.partnerId]);
  const noteId = `credit-own-work-${request.id}`;
  const described = ownWork ? { 'aria-describedby': noteId } : {};
  if (!isOpenCreditRequest(request.status)) {
    return (
      <Button size="sm" variant="outline" onClick={() => show('view', request)} aria-label={`View ${who}`}>
        View
      </Button>
    );
  }
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {ownWork && (
        <span id={noteId} className="text-muted-foreground max-w-64 text-xs">
          {ownWork}
        </span>
      )}
      <Button
        size="sm"
        disabled={ownWork !== null}
        onClick={() => show('approve', request)}
        aria-label={`Approve ${who}`}
        {...described}
      >
        Approve
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={ownWork !== null}
        onClick={() => show('reject', request)}
        aria-label={`Reject ${who}`}
        {...described}
      >
        Reject
      </Button>
    </div>
  );
}

/** What the list shows of each request: partner, company, amounts, status and date. */
const requestColumns: ColumnDef<CreditReviewRequest, unknown>[] = [
  {
    header: 'Partner',
    accessorKey: 'partnerName',
    cell: ({ row }) => (
      <div className="flex flex-col">
        <span className="font-medium">{row.original.partnerName}</span>
        <span className="text-muted-foreground text-sm">{row.original.partnerEmail}</span>
      </div>
    ),
  },
  {
    header: 'Company',
    accessorKey: 'companyName',
    meta: { detail: true },
    cell: ({ row }) => row.original.companyName ?? '—',
  },
  {
    header: 'Requested',
    accessorKey: 'requestedLimit',
    meta: { className: 'text-right' },
    cell: ({ row }) => <Money amount={row.original.requestedLimit} />,
  },
  {
    header: 'Current spending',
    accessorKey: 'currentSpending',
    meta: { detail: true },
    cell: ({ row }) => <Money amount={row.original.currentSpending} />,
  },
  {
    header: 'Status',
    accessorKey: 'status',
    cell: ({ row }) => <StatusBadge entity="creditRequest" status={row.original.status} />,
  },
  {
    header: 'Date',
    accessorKey: 'createdAt',
    cell: ({ row }) => formatRequestDate(row.original.createdAt),
  },
];

function columns(reviewerId: string, show: Show): ColumnDef<CreditReviewRequest, unknown>[] {
  return [
    ...requestColumns,
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: 'text-right' },
      cell: ({ row }) => <ReviewActions request={row.original} reviewerId={reviewerId} show={show} />,
    },
  ];
}

/**
 * Credit Limit Requests (docs/product/admin-area.md), the one screen of /admin/partners/credit-requests
 * (admins) and /associate/credit-requests (finance associates; docs/product/approvals.md: finance
 * associates and admins review).
 */
export default function CreditRequestsPage({ reviewerId }: { reviewerId: string }) {
  useLiveCreditReview();
  const list = useListParams(listOptions);
  const status = list.query.filters.status;
  // The server sends the whole list (newest first); 'all' is no filter.
  const queryString = new URLSearchParams({
    ...(list.query.search ? { search: list.query.search } : {}),
    ...(status === 'all' ? {} : { status }),
  }).toString();
  const requests = useQuery(creditReviewQueryOptions(queryString));
  const [dialog, setDialog] = useState<Dialogs>(null);
  const openRequest = useOpenCreditRequest();
  const table = useMemo(
    () =>
      columns(reviewerId, (kind, request) => {
        setDialog({ kind, request });
        // A reviewer opening a pending request moves it to under_review (docs/product/admin-area.md).
        if (kind !== 'view' && request.status === 'pending') openRequest.mutate({ id: request.id, body: {} });
      }),
    [reviewerId, openRequest.mutate],
  );
  const close = () => setDialog(null);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Credit Limit Requests"
        description="Review partners' credit limit requests: approve a limit and terms, or reject with a reason."
      />
      <div className="flex flex-wrap items-center gap-3">
        <ListSearch
          label="Search by partner name, email or company"
          value={list.query.search}
          onSearch={list.setSearch}
        />
        <FilterGroup
          label="Status"
          value={status}
          onValueChange={(value) => list.setFilter('status', value)}
          options={statusOptions}
        />
      </div>
      <ListStates
        filtered={list.filtered}
        noMatchTitle={creditReviewMessages.empty}
        query={requests}
        isEmpty={(data) => data.items.length === 0}
        loadingLabel="Loading credit limit requests"
        errorTitle="Failed to load credit limit requests"
        empty={<EmptyState icon={CreditCardIcon} title={creditReviewMessages.empty} />}
      >
        {(data) => (
          <DataTable
            caption="Credit limit requests, newest first"
            columns={table}
            data={data.items}
            getRowId={(r) => r.id}
            pageSize={PAGE_SIZE}
          />
        )}
      </ListStates>
      {dialog?.kind === 'approve' && <ApproveDialog request={dialog.request} onClose={close} />}
      {dialog?.kind === 'reject' && <RejectDialog request={dialog.request} onClose={close} />}
      {dialog?.kind === 'view' && <ViewDialog request={dialog.request} onClose={close} />}
    </div>
  );
}

function RequestSummary({ request }: { request: CreditReviewRequest }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-muted-foreground">Partner</dt>
      <dd>
        {request.partnerName} ({request.partnerEmail})
      </dd>
      <dt className="text-muted-foreground">Requested</dt>
      <dd>
        <Money amount={request.requestedLimit} />
      </dd>
      <dt className="text-muted-foreground">Reason</dt>
      <dd className="whitespace-pre-wrap">{request.reason}</dd>
      {request.ticketNumber && (
        <>
          <dt className="text-muted-foreground">Ticket</dt>
          <dd>#{request.ticketNumber}</dd>
        </>
      )}
    </dl>
  );
}

function ApproveDialog({ request, onClose }: { request: CreditReviewRequest; onClose: () => void }) {
  const approve = useApproveCreditRequest();
  // The schema reads the typed text as numbers, so the form keeps strings and submits numbers.
  const form = useZodForm(creditApprovalInputSchema, {
    // Prefilled with the requested limit; payment terms default net_30 (docs/product/admin-area.md).
    defaultValues: {
      approvedLimit: String(request.requestedLimit),
      paymentTerms: 'net_30',
      creditScore: '',
      notes: '',
    },
  });
  const submit = async (values: CreditApprovalInput) => {
    await approve.mutateAsync({ id: request.id, body: { ...values, notes: values.notes || undefined } });
    toast.success(creditReviewMessages.approved);
    onClose();
  };
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Approve Credit Limit"
      description="Set the partner's limit, payment terms and credit score."
      form={form}
      onSubmit={submit}
      onError={() => toast.error(creditReviewMessages.approveFailed)}
      serverFields={['approvedLimit', 'paymentTerms', 'creditScore', 'notes']}
      submitLabel="Approve Request"
      pendingLabel="Approving..."
    >
      <RequestSummary request={request} />
      <FormTextField
        control={form.control}
        name="approvedLimit"
        label="Approved Limit (AUD)"
        inputMode="decimal"
      />
      <FormSelect control={form.control} name="paymentTerms" label="Payment Terms" options={termOptions} />
      <FormTextField
        control={form.control}
        name="creditScore"
        label="Credit Score (0-100)"
        inputMode="numeric"
      />
      <FormTextField control={form.control} name="notes" label="Approval Notes" multiline rows={3} />
    </FormDialog>
  );
}

function RejectDialog({ request, onClose }: { request: CreditReviewRequest; onClose: () => void }) {
  const reject = useRejectCreditRequest();
  const form = useZodForm(creditRejectionInputSchema, { defaultValues: { reason: '' } });
  const reason = form.watch('reason');
  const submit = async (values: CreditRejectionInput) => {
    await reject.mutateAsync({ id: request.id, body: values });
    toast.success(creditReviewMessages.rejected);
    onClose();
  };
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Reject Credit Request"
      description="Tell the partner why the request is declined."
      form={form}
      onSubmit={submit}
      onError={() => toast.error(creditReviewMessages.rejectFailed)}
      serverFields={['reason']}
      // Disabled while the reason is empty (and, by FormDialog, while saving): docs/product/admin-area.md.
      submitDisabled={!reason?.trim()}
      submitLabel="Reject Request"
      pendingLabel="Rejecting..."
    >
      <RequestSummary request={request} />
      <FormTextField control={form.control} name="reason" label="Rejection Reason" multiline rows={3} />
    </FormDialog>
  );
}

function ViewDialog({ request, onClose }: { request: CreditReviewRequest; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Credit Request</DialogTitle>
          <DialogDescription>
            <StatusBadge entity="creditRequest" status={request.status} />
            {request.reviewedAt && ` Reviewed ${formatRequestDate(request.reviewedAt)}.`}
          </DialogDescription>
        </DialogHeader>
        <RequestSummary request={request} />
        {request.decision && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Approved Limit</dt>
            <dd>
              <Money amount={request.decision.approvedLimit} />
            </dd>
            <dt className="text-muted-foreground">Payment Terms</dt>
            <dd>{paymentTermsLabel(request.decision.paymentTerms)}</dd>
            <dt className="text-muted-foreground">Credit Score</dt>
            <dd>{request.decision.creditScore ?? 'Not scored'}</dd>
          </dl>
        )}
        {request.approvalNotes && <p className="text-sm">Approval notes: {request.approvalNotes}</p>}
        {request.reviewerNotes && <p className="text-sm">Rejection reason: {request.reviewerNotes}</p>}
      </DialogContent>
    </Dialog>
  );
}

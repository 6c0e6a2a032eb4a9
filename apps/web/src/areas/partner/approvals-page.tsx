import {
  type ApprovalTab,
  approvalTabs,
  approvalTimeLeft,
  limitText,
  type OrderApproval,
  rejectOrderSchema,
} from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { CheckIcon, ClipboardCheckIcon, XIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { FilterGroup } from '@/components/list/filter-group';
import { ListStates } from '@/components/list/list-states';
import { useListParams } from '@/components/list/use-list-params';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { ReasonDialog } from '@/components/reason-dialog';
import { StatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { approvalsQueryOptions, useDecideOrder, useLiveApprovals } from '@/features/orders/approvals-api';
import { formatDateTime } from '@/lib/format';

const tabOptions = [
  { value: 'awaiting', label: 'Awaiting' },
  { value: 'decided', label: 'Decided' },
] as const;
const listOptions = { filters: { tab: { values: approvalTabs, default: 'awaiting' } } };
const cents = (dollars: number) => Math.round(dollars * 100);

type Deciding = { action: 'approve' | 'reject'; approval: OrderApproval } | null;

function approvalColumns(
  tab: ApprovalTab,
  decide: (d: NonNullable<Deciding>) => void,
): ColumnDef<OrderApproval, unknown>[] {
  const columns: ColumnDef<OrderApproval, unknown>[] = [
    {
      id: 'order',
      header: 'Order',
      cell: ({ row }) => <span className="font-mono">#{row.original.orderNumber}</span>,
    },
    {
      id: 'placedBy',
      header: 'Placed by',
      cell: ({ row }) => (
        <div className="flex flex-col">
          <span className="font-medium">{row.original.placedBy.name}</span>
          <span className="text-muted-foreground text-sm">{row.original.placedBy.email}</span>
        </div>
      ),
    },
    { id: 'placed', header: 'Placed', cell: ({ row }) => formatDateTime(row.original.placedAt) },
    {
      id: 'total',
      header: 'Total',
      meta: { className: 'text-right' },
      cell: ({ row }) => <Money amount={row.original.total} />,
    },
    {
      id: 'limit',
      header: 'Limit',
      cell: ({ row }) => {
        const a = row.original;
        return limitText(
          a.reason,
          cents(a.limit),
          a.spentThisMonth === null ? null : cents(a.spentThisMonth),
        );
      },
    },
  ];
  if (tab === 'decided')
    return [
      ...columns,
      {
        id: 'decision',
        header: 'Decision',
        cell: ({ row }) => <Decision approval={row.original} />,
      },
    ];
  return [
    ...columns,
    {
      id: 'expires',
      header: 'Time left',
      cell: ({ row }) => (row.original.expiresAt ? approvalTimeLeft(row.original.expiresAt) : ''),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => <DecideButtons approval={row.original} decide={decide} />,
    },
  ];
}

function Decision({ approval }: { approval: OrderApproval }) {
  return (
    <div className="flex flex-col gap-1">
      <StatusBadge entity="orderApproval" status={approval.status} />
      {approval.decidedBy && (
        <span className="text-muted-foreground text-sm">
          by {approval.decidedBy.name}
          {approval.decidedAt ? `, ${formatDateTime(approval.decidedAt)}` : ''}
        </span>
      )}
      {approval.rejectionReason && <span className="text-sm">{approval.rejectionReason}</span>}
    </div>
  );
}

function DecideButtons({
  approval,
  decide,
}: {
  approval: OrderApproval;
  decide: (d: NonNullable<Deciding>) => void;
}) {
  const refusal = approval.ownOrderRefusal;
  return (
    <div className="flex flex-col items-end gap-1">
      <div className="flex justify-end gap-1">
        <Button size="sm" disabled={refusal !== null} onClick={() => decide({ action: 'approve', approval })}>
          <CheckIcon aria-hidden="true" /> Approve
          <span className="sr-only"> order {approval.orderNumber}</span>
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={refusal !== null}
          onClick={() => decide({ action: 'reject', approval })}
        >
          <XIcon aria-hidden="true" /> Reject
          <span className="sr-only"> order {approval.orderNumber}</span>
        </Button>
      </div>
      {refusal && <span className="max-w-64 text-right text-muted-foreground text-xs">{refusal}</span>}
    </div>
  );
}

/**
 * /partner/approvals (docs/product/company-accounts.md, "Approval"): the company's owner, admins and
 * approvers approve or reject members' orders over their limits; the list refreshes live.
 */
export default function ApprovalsPage() {
  useLiveApprovals();
  const list = useListParams(listOptions);
  const tab = list.query.filters.tab as ApprovalTab;
  const approvals = useQuery(approvalsQueryOptions(tab));
  const [deciding, setDeciding] = useState<Deciding>(null);
  const columns = useMemo(() => approvalColumns(tab, setDeciding), [tab]);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Order Approvals"
        description="Orders your team placed over their spending limits. Their stock is held for 72 hours."
      />
      <FilterGroup
        label="Approvals"
        value={tab}
        onValueChange={(value) => list.setFilter('tab', value)}
        options={tabOptions}
      />
      <ListStates
        filtered={list.filtered}
        query={approvals}
        isEmpty={(data) => data.items.length === 0}
        loadingLabel="Loading approvals"
        errorTitle="Failed to load approvals"
        empty={
          <EmptyState
            icon={ClipboardCheckIcon}
            title={tab === 'awaiting' ? 'No orders are waiting for approval' : 'No decided orders yet'}
          />
        }
      >
        {(data) => (
          <DataTable
            caption={
              tab === 'awaiting' ? 'Orders awaiting approval, oldest first' : 'Decided orders, newest first'
            }
            columns={columns}
            data={data.items}
            getRowId={(a) => a.orderId}
          />
        )}
      </ListStates>
      {deciding?.action === 'approve' && (
        <ApproveDialog approval={deciding.approval} onClose={() => setDeciding(null)} />
      )}
      {deciding?.action === 'reject' && (
        <RejectDialog approval={deciding.approval} onClose={() => setDeciding(null)} />
      )}
    </div>
  );
}

function ApproveDialog({ approval, onClose }: { approval: OrderApproval; onClose: () => void }) {
  const decide = useDecideOrder();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Approve order #${approval.orderNumber}?`}
      description={`${approval.placedBy.name}'s order is placed as they sent it, and they are told.`}
      confirmLabel="Approve"
      pending={decide.isPending}
      onConfirm={() =>
        decide.mutate(
          { orderId: approval.orderId, decision: 'approve' },
          {
            onSuccess: () => toast.success(`Order ${approval.orderNumber} approved`),
            onError: (error) => toast.error('Could not approve the order', { description: error.message }),
            onSettled: onClose,
          },
        )
      }
    />
  );
}

function RejectDialog({ approval, onClose }: { approval: OrderApproval; onClose: () => void }) {
  const decide = useDecideOrder();
  return (
    <ReasonDialog
      open
      onClose={onClose}
      title={`Reject order #${approval.orderNumber}`}
      description={`${approval.placedBy.name} is told the reason, and the order's stock is released.`}
      schema={rejectOrderSchema}
      label="Reason"
      submitLabel="Reject Order"
      onSubmit={async (reason) => {
        await decide.mutateAsync({ orderId: approval.orderId, decision: 'reject', reason });
        toast.success(`Order ${approval.orderNumber} rejected`);
        onClose();
      }}
    />
  );
}

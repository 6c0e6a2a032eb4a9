import { businessDay } from '@party/shared/calendar/business-day';
import { companyMay } from '@party/shared/companies/roles';
import { ageingBucketLabels, ageingBucketValues } from '@party/shared/receivables/ageing';
import {
  monthOf,
  previousMonth,
  statementLineLabels,
  statementMonthSchema,
} from '@party/shared/receivables/statement';
import {
  noActivityMessage,
  type Statement,
  type StatementAgeing,
  type StatementInvoice,
  type StatementLine,
  statementMonthLabel,
} from '@party/shared/receivables/statement-contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { CalendarXIcon, DownloadIcon, ReceiptTextIcon, ScaleIcon, WalletIcon } from 'lucide-react';
import type * as React from 'react';
import { useSearchParams } from 'react-router';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { Money } from '@/components/money';
import { OptionSelect } from '@/components/option-select';
import { PageHeader } from '@/components/page-header';
import { RecordStates } from '@/components/record/record-states';
import { StatCards } from '@/components/stat-cards';
import { StatusBadge } from '@/components/status-badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { usePrincipal } from '@/features/auth/api';
import { statementFileHref, statementQueryOptions, useLiveStatements } from '@/features/statements/api';
import { formatDate } from '@/lib/format';

/** How far back the month picker reaches; older months are one address away (?month=). */
const MONTHS_SHOWN = 24;

/** This month (Sydney's) and the ones before it, newest first: a future month is never offered. */
function monthOptions(current: string) {
  const months = [current];
  while (months.length < MONTHS_SHOWN) months.push(previousMonth(months.at(-1)!));
  return months.map((value) => ({ value, label: statementMonthLabel(value) }));
}

const right = { className: 'text-right' };

const lineColumns: ColumnDef<StatementLine, unknown>[] = [
  { id: 'date', header: 'Date', cell: ({ row }) => formatDate(row.original.date) },
  { id: 'kind', header: 'Type', cell: ({ row }) => statementLineLabels[row.original.kind] },
  { accessorKey: 'reference', header: 'Reference', meta: { className: 'whitespace-normal break-all' } },
  { accessorKey: 'description', header: 'Description', meta: { detail: true } },
  { id: 'amount', header: 'Amount', cell: ({ row }) => <Money amount={row.original.amount} />, meta: right },
  {
    id: 'balance',
    header: 'Balance',
    cell: ({ row }) => <Money amount={row.original.balanceAfter} className="font-medium" />,
    meta: right,
  },
];

const ageingColumns: ColumnDef<StatementAgeing, unknown>[] = [
  ...ageingBucketValues.map(
    (bucket): ColumnDef<StatementAgeing, unknown> => ({
      id: bucket,
      header: ageingBucketLabels[bucket],
      cell: ({ row }) => <Money amount={row.original[bucket]} />,
      meta: right,
    }),
  ),
  {
    id: 'total',
    header: 'Total owed',
    cell: ({ row }) => <Money amount={row.original.total} className="font-medium" />,
    meta: right,
  },
];

const invoiceColumns: ColumnDef<StatementInvoice, unknown>[] = [
  { accessorKey: 'number', header: 'Invoice' },
  { id: 'issued', header: 'Issued', cell: ({ row }) => formatDate(row.original.issuedOn) },
  { id: 'due', header: 'Due', cell: ({ row }) => formatDate(row.original.dueOn) },
  { id: 'total', header: 'Total', cell: ({ row }) => <Money amount={row.original.total} />, meta: right },
  { id: 'open', header: 'Owed', cell: ({ row }) => <Money amount={row.original.open} />, meta: right },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <StatusBadge entity="accountInvoice" status={row.original.status} />,
  },
];

function Summary({ statement }: { statement: Statement }) {
  return (
    <StatCards
      label="Account summary"
      stats={[
        { label: 'Opening balance', value: <Money amount={statement.openingBalance} />, icon: ScaleIcon },
        {
          label: 'Closing balance',
          value: <Money amount={statement.closingBalance} />,
          icon: ReceiptTextIcon,
          hint: <span className="text-muted-foreground text-sm">As at {formatDate(statement.asAt)}</span>,
        },
        ...(statement.availableCredit === null
          ? []
          : [
              {
                label: 'Available credit',
                value: <Money amount={statement.availableCredit} />,
                icon: WalletIcon,
                // Today's, whatever the month shown (docs/product/receivables.md, "As it stood then").
                hint: (
                  <span className="text-muted-foreground text-sm">
                    As at today, {formatDate(businessDay())}
                  </span>
                ),
              },
            ]),
      ]}
    />
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-3" aria-label={title}>
      <h2 className="font-semibold text-lg">{title}</h2>
      {children}
    </section>
  );
}

function StatementBody({ statement }: { statement: Statement }) {
  return (
    <div className="flex flex-col gap-6">
      <Summary statement={statement} />
      <Section title={`Ageing as at ${formatDate(statement.asAt)}`}>
        <DataTable caption="Ageing of what is owed" columns={ageingColumns} data={[statement.ageing]} />
      </Section>
      <Section title="Account activity">
        {statement.lines.length === 0 ? (
          <EmptyState icon={ReceiptTextIcon} title={noActivityMessage(statement.month)} />
        ) : (
          <DataTable
            caption={`Account activity in ${statementMonthLabel(statement.month)}`}
            columns={lineColumns}
            data={statement.lines}
          />
        )}
      </Section>
      <Section title="Invoices">
        <DataTable
          caption="Invoices on account"
          columns={invoiceColumns}
          data={statement.invoices}
          getRowId={(invoice) => invoice.id}
          pageSize={10}
          emptyMessage={`No invoices issued in ${statementMonthLabel(statement.month)} or owed then.`}
          rowClassName={(invoice) => (invoice.status === 'overdue' ? 'bg-destructive/5' : undefined)}
        />
        <p className="text-muted-foreground text-sm">Please pay by the due dates shown.</p>
      </Section>
    </div>
  );
}

function Downloads({ month }: { month: string }) {
  const link = buttonVariants({ variant: 'outline' });
  return (
    <>
      <a href={statementFileHref(month, 'pdf')} download className={link}>
        <DownloadIcon aria-hidden="true" />
        Download PDF
      </a>
      <a href={statementFileHref(month, 'csv')} download className={link}>
        <DownloadIcon aria-hidden="true" />
        Download CSV
      </a>
    </>
  );
}

/** /partner/statements: the account's statement of a month (docs/product/receivables.md, "Statements"). */
export default function StatementsPage() {
  const principal = usePrincipal();
  if (!companyMay(principal.companyRole, 'see-account'))
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title="Statements" />
        {/* Another member reached the address: told so, as the server refuses them (403). */}
        <EmptyState
          icon={ReceiptTextIcon}
          title="Statements are for your company's owner and admins"
          description="Ask your company's owner for the account's statement."
        />
      </div>
    );
  return <AccountStatements />;
}

function AccountStatements() {
  useLiveStatements();
  const [params, setParams] = useSearchParams();
  const today = businessDay();
  const current = monthOf(today);
  const month = params.get('month') ?? current;
  // A month typed into the address that is malformed or still to come is told here, as the server
  // would refuse it: no request, no Try Again that cannot help, no downloads of it.
  const monthError = statementMonthSchema(today).safeParse(month).error?.issues[0]?.message;
  const statement = useQuery({
    ...statementQueryOptions(month),
    placeholderData: keepPreviousData,
    enabled: monthError === undefined,
  });
  const options = monthOptions(current);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Statements"
        description="Your account with Party Central, month by month. Amounts in AUD, GST included."
        actions={
          <>
            <OptionSelect
              aria-label="Month"
              className="w-44"
              value={month}
              onValueChange={(next) =>
                setParams(next === current ? {} : { month: next }, { preventScrollReset: true })
              }
              options={
                options.some((o) => o.value === month)
                  ? options
                  : [{ value: month, label: month }, ...options]
              }
            />
            {monthError === undefined && <Downloads month={month} />}
          </>
        }
      />
      {monthError !== undefined ? (
        <EmptyState
          icon={CalendarXIcon}
          title={monthError}
          action={<Button onClick={() => setParams({})}>Show This Month</Button>}
        />
      ) : (
        <RecordStates
          query={statement}
          loadingLabel="Loading statement"
          errorTitle="Could not load this statement."
          notFoundTitle="Statement not found."
        >
          {(data) => <StatementBody statement={data} />}
        </RecordStates>
      )}
    </div>
  );
}

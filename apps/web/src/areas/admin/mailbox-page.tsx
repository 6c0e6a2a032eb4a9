import type { MailboxItem } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { MailIcon } from 'lucide-react';
import { useState } from 'react';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { ListStates } from '@/components/list/list-states';
import { LoadingScreen } from '@/components/loading-screen';
import { PageHeader } from '@/components/page-header';
import { RecordStates } from '@/components/record/record-states';
import { StatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { mailboxMessageQueryOptions, mailboxQueryOptions } from '@/features/email/api';
import { formatDateTime } from '@/lib/format';

/** Every email the store has sent or holds; without SMTP_URL this is where mail stays (dev mailbox). */
export default function MailboxPage() {
  const mailbox = useQuery(mailboxQueryOptions);
  const [openId, setOpenId] = useState<string | null>(null);

  const columns: ColumnDef<MailboxItem, unknown>[] = [
    { header: 'To', accessorKey: 'to' },
    {
      header: 'Subject',
      accessorKey: 'subject',
      cell: ({ row }) => (
        <Button variant="link" className="h-auto p-0 text-left" onClick={() => setOpenId(row.original.id)}>
          {row.original.subject}
        </Button>
      ),
    },
    { header: 'Template', accessorKey: 'template', meta: { detail: true } },
    {
      header: 'Status',
      accessorKey: 'status',
      cell: ({ row }) => <StatusBadge entity="email" status={row.original.status} />,
    },
    {
      header: 'Created',
      accessorKey: 'createdAt',
      cell: ({ row }) => formatDateTime(row.original.createdAt),
    },
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Mailbox"
        description="Every email Party Central has sent or holds. Without an SMTP server, mail stays here."
        actions={
          <Button variant="outline" onClick={() => mailbox.refetch()} disabled={mailbox.isFetching}>
            Refresh
          </Button>
        }
      />
      <ListStates
        query={mailbox}
        isEmpty={(data) => data.items.length === 0}
        loadingLabel="Loading emails"
        loading={<LoadingScreen />}
        errorTitle="Emails could not be loaded"
        error={(error) => (
          <p role="alert" className="text-destructive">
            {error?.message}
          </p>
        )}
        empty={
          <EmptyState
            icon={MailIcon}
            title="No emails yet"
            description="Emails appear here as the store sends them."
          />
        }
      >
        {(data) => (
          <DataTable caption="Emails, newest first" columns={columns} data={data.items} pageSize={20} />
        )}
      </ListStates>
      <MessageDialog id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}

function MessageDialog({ id, onClose }: { id: string | null; onClose(): void }) {
  const message = useQuery({ ...mailboxMessageQueryOptions(id ?? ''), enabled: id !== null });
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{message.data?.subject ?? 'Email'}</DialogTitle>
          <DialogDescription>
            {message.data ? `To ${message.data.to}` : 'Loading the email…'}
          </DialogDescription>
        </DialogHeader>
        {id !== null && (
          <RecordStates
            query={message}
            loadingLabel="Loading the email"
            errorTitle="The email could not be loaded"
            notFoundTitle="Email not found."
          >
            {(email) => (
              // The plain-text part: every email has one, and it needs no frame or script to show safely.
              <pre className="max-h-[60vh] overflow-auto whitespace-pre-wrap rounded-md border bg-muted p-4 font-sans text-sm">
                {email.text}
              </pre>
            )}
          </RecordStates>
        )}
      </DialogContent>
    </Dialog>
  );
}

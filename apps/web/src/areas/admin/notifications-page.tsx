import {
  adminNotificationInputSchema,
  notificationAudienceRoles,
  notificationTypes,
  type SentNotification,
} from '@party/shared';
import { countOf } from '@party/shared/text/plural';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { BellIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { useZodForm } from '@/components/form-dialog';
import { FormField } from '@/components/form-field';
import { FormPanel } from '@/components/form-panel';
import { FormSelect } from '@/components/form-select';
import { FormTextField } from '@/components/form-text-field';
import { ListStates } from '@/components/list/list-states';
import { OptionSelect } from '@/components/option-select';
import { PageHeader } from '@/components/page-header';
import { statusLabel } from '@/components/status-badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import {
  notificationRecipientsQueryOptions,
  sentNotificationsQueryOptions,
  useSendAdminNotification,
} from '@/features/notifications/admin-api';
import { formatDateTime } from '@/lib/format';

const audienceOptions = [
  { value: 'role', label: 'Everyone with a role' },
  { value: 'user', label: 'One user' },
];
const roleOptions = notificationAudienceRoles.map((r) => ({ value: r, label: statusLabel(r) }));
const typeOptions = notificationTypes.map((t) => ({ value: t, label: statusLabel(t) }));

const columns: ColumnDef<SentNotification, unknown>[] = [
  { accessorKey: 'createdAt', header: 'Sent', cell: ({ row }) => formatDateTime(row.original.createdAt) },
  { accessorKey: 'title', header: 'Title' },
  {
    id: 'to',
    header: 'To',
    cell: ({ row }) => {
      const a = row.original.audience;
      return a.kind === 'role' ? `Every ${a.role}` : (a.name ?? a.email ?? 'Deleted user');
    },
  },
  { accessorKey: 'recipients', header: 'Recipients', meta: { className: 'text-right' } },
  { id: 'by', header: 'Sent by', cell: ({ row }) => row.original.sentBy?.name ?? '—' },
];

/**
 * Notifications (docs/product/admin-area.md): send to a user or a role, delivered live to the bell;
 * the history of sends.
 */
export default function NotificationsPage() {
  const sent = useQuery(sentNotificationsQueryOptions);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Notifications"
        description="Send a notification to one user or to everyone with a role."
      />
      <Card>
        <CardHeader>
          <CardTitle>Send a notification</CardTitle>
          <CardDescription>It appears at once in each recipient's notification bell.</CardDescription>
        </CardHeader>
        <CardContent>
          <SendNotificationForm />
        </CardContent>
      </Card>
      <section aria-labelledby="sent-heading" className="flex flex-col gap-3">
        <h2 id="sent-heading" className="font-semibold text-lg">
          History
        </h2>
        <ListStates
          query={sent}
          isEmpty={(data) => data.items.length === 0}
          loadingLabel="Loading sent notifications"
          errorTitle="Failed to load sent notifications"
          empty={<EmptyState icon={BellIcon} title="No notifications sent yet" />}
        >
          {(data) => (
            <DataTable
              caption="Sent notifications"
              columns={columns}
              data={data.items}
              getRowId={(n) => n.id}
              pageSize={20}
            />
          )}
        </ListStates>
      </section>
    </div>
  );
}

type NotificationForm = ReturnType<typeof useNotificationForm>;

// The server's own contract checks the form: 'Title is required' and the like show beside the field.
function useNotificationForm() {
  return useZodForm(adminNotificationInputSchema, {
    defaultValues: { role: 'partner', title: '', message: '', type: 'info' },
  });
}

/** The send form: a failure the server names no field for shows above the fields. */
function SendNotificationForm() {
  const form = useNotificationForm();
  const send = useSendAdminNotification();
  return (
    <FormPanel
      form={form}
      submitLabel="Send Notification"
      pendingLabel="Sending..."
      onSubmit={async (values) => {
        const { recipients: n } = await send.mutateAsync(values);
        toast.success(`Notification sent to ${countOf(n, { one: 'person', other: 'people' })}`);
        form.reset({ ...form.getValues(), title: '', message: '' });
      }}
    >
      <div className="flex flex-wrap items-start gap-4">
        <AudienceFields form={form} />
        <FormSelect control={form.control} name="type" label="Type" options={typeOptions} />
      </div>
      <FormTextField control={form.control} name="title" label="Title" maxLength={200} />
      <FormTextField control={form.control} name="message" label="Message" multiline rows={3} />
    </FormPanel>
  );
}

/** Send to a role, or to one user found by name or email. */
function AudienceFields({ form }: { form: NotificationForm }) {
  const [audience, setAudience] = useState<'role' | 'user'>('role');
  const [search, setSearch] = useState('');
  const recipients = useQuery(notificationRecipientsQueryOptions(search.trim()));
  const chooseAudience = (next: 'role' | 'user') => {
    setAudience(next);
    form.setValue('role', next === 'role' ? 'partner' : undefined);
    form.setValue('userId', undefined);
    form.clearErrors();
  };
  return (
    <>
      <FormField label="Send to" className="gap-1">
        {(controlProps) => (
          <OptionSelect
            {...controlProps}
            value={audience}
            onValueChange={(v) => chooseAudience(v as 'role' | 'user')}
            options={audienceOptions}
          />
        )}
      </FormField>
      {audience === 'role' ? (
        <FormSelect control={form.control} name="role" label="Role" options={roleOptions} />
      ) : (
        <>
          <FormField label="Find user" className="gap-1">
            <Input
              placeholder="Name or email"
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                form.setValue('userId', undefined);
              }}
            />
          </FormField>
          <div className="flex min-w-64 flex-col">
            <FormSelect
              control={form.control}
              name="userId"
              label="User"
              placeholder={search.trim().length < 2 ? 'Type 2 characters to search' : 'Choose a user'}
              disabled={!recipients.data || recipients.data.items.length === 0}
              options={(recipients.data?.items ?? []).map((u) => ({
                value: u.id,
                label: `${u.name} (${u.email})`,
              }))}
            />
          </div>
        </>
      )}
    </>
  );
}

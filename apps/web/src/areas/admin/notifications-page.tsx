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
import { FormSelect } from '@/components/form-select';
import { FormTextField } from '@/components/form-text-field';
import { ListStates } from '@/components/list/list-states';
import { OptionSelect } from '@/components/option-select';
import { PageHeader } from '@/components/page-header';
import { statusLabel } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  notificationRecipientsQueryOptions,
  sentNotificationsQueryOptions,
  useSendAdminNotification,
} from '@/features/notifications/admin-api';
import { formatDateTime } from '@/lib/format';
import { setServerFieldErrors } from '@/lib/server-field-errors';

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

/** Notifications (PRODUCT.md): send to a user or a role, delivered live to the bell; the history of sends. */
export default function NotificationsPage() {
  const [audience, setAudience] = useState<'role' | 'user'>('role');
  const [search, setSearch] = useState('');
  // The server's own contract checks the form: 'Title is required' and the like show beside the field.
  const form = useZodForm(adminNotificationInputSchema, {
    defaultValues: { role: 'partner', title: '', message: '', type: 'info' },
  });
  const chooseAudience = (next: 'role' | 'user') => {
    setAudience(next);
    form.setValue('role', next === 'role' ? 'partner' : undefined);
    form.setValue('userId', undefined);
    form.clearErrors();
  };
  const sent = useQuery(sentNotificationsQueryOptions);
  const recipients = useQuery(notificationRecipientsQueryOptions(search.trim()));
  const send = useSendAdminNotification();

  const onSend = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: ({ recipients: n }) => {
        toast.success(`Notification sent to ${countOf(n, { one: 'person', other: 'people' })}`);
        form.reset({ ...form.getValues(), title: '', message: '' });
      },
      onError: (error) => {
        if (setServerFieldErrors(form.setError, error).length === 0) toast.error(error.message);
      },
    }),
  );

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
          <form className="flex flex-col gap-4" onSubmit={onSend} noValidate>
            <div className="flex flex-wrap items-start gap-4">
              <div className="flex flex-col gap-1">
                <Label htmlFor="notify-audience">Send to</Label>
                <OptionSelect
                  id="notify-audience"
                  value={audience}
                  onValueChange={(v) => chooseAudience(v as 'role' | 'user')}
                  options={audienceOptions}
                />
              </div>
              {audience === 'role' ? (
                <FormSelect control={form.control} name="role" label="Role" options={roleOptions} />
              ) : (
                <>
                  <div className="flex flex-col gap-1">
                    <Label htmlFor="notify-user-search">Find user</Label>
                    <Input
                      id="notify-user-search"
                      placeholder="Name or email"
                      value={search}
                      onChange={(e) => {
                        setSearch(e.target.value);
                        form.setValue('userId', undefined);
                      }}
                    />
                  </div>
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
              <FormSelect control={form.control} name="type" label="Type" options={typeOptions} />
            </div>
            <FormTextField control={form.control} name="title" label="Title" maxLength={200} />
            <FormTextField control={form.control} name="message" label="Message" multiline rows={3} />
            <div>
              <Button type="submit" disabled={send.isPending}>
                {send.isPending ? 'Sending...' : 'Send Notification'}
              </Button>
            </div>
          </form>
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

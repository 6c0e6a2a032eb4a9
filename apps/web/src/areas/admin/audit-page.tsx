import {
  type AuditEntry,
  auditActionLabel,
  auditActionNames,
  auditActions,
  auditEntityLabel,
} from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { ScrollTextIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { FormField } from '@/components/form-field';
import { ListSearch } from '@/components/list/list-search';
import { PagedList } from '@/components/list/paged-list';
import { useListParams } from '@/components/list/use-list-params';
import { OptionSelect } from '@/components/option-select';
import { PageHeader } from '@/components/page-header';
import { Input } from '@/components/ui/input';
import { auditLogQueryOptions, useLiveAdminUsers } from '@/features/admin-users/api';
import { formatDateTime } from '@/lib/format';

function Values({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="text-muted-foreground">—</span>;
  if (typeof value !== 'object') return <span>{String(value)}</span>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs">
      {Object.entries(value as Record<string, unknown>).map(([key, v]) => (
        <div key={key} className="contents">
          <dt className="text-muted-foreground">{key}</dt>
          <dd className="break-all font-mono">{typeof v === 'object' ? JSON.stringify(v) : String(v)}</dd>
        </div>
      ))}
    </dl>
  );
}

const columns: ColumnDef<AuditEntry, unknown>[] = [
  { header: 'When', accessorKey: 'createdAt', cell: ({ row }) => formatDateTime(row.original.createdAt) },
  {
    header: 'Who',
    accessorKey: 'actorName',
    cell: ({ row }) => (
      <div>
        <div>{row.original.actorName}</div>
        {row.original.actorEmail && (
          <div className="text-muted-foreground text-xs">{row.original.actorEmail}</div>
        )}
        {row.original.automatic && <div className="text-muted-foreground text-xs">Automatic</div>}
      </div>
    ),
  },
  { header: 'Action', accessorKey: 'action', cell: ({ row }) => auditActionLabel(row.original.action) },
  {
    header: 'Entity',
    accessorKey: 'entityType',
    cell: ({ row }) => (
      <div>
        <div>{row.original.entityLabel ?? auditEntityLabel(row.original.entityType)}</div>
        <div className="text-muted-foreground text-xs">
          {row.original.entityLabel
            ? auditEntityLabel(row.original.entityType)
            : // Entries written before labels were stored: the kind and the id's first characters.
              row.original.entityId && <span className="font-mono">{row.original.entityId.slice(0, 8)}</span>}
        </div>
      </div>
    ),
  },
  { id: 'old', header: 'Old values', cell: ({ row }) => <Values value={row.original.oldValues} /> },
  { id: 'new', header: 'New values', cell: ({ row }) => <Values value={row.original.newValues} /> },
];

const listOptions = { extraFilters: ['entity', 'action', 'from', 'to'] };

/** /admin/audit: who changed what and when, with old and new values (every admin write lands here). */
export default function AuditLogPage() {
  useLiveAdminUsers();
  const list = useListParams(listOptions);
  const filter = (key: string) => list.params.get(key) ?? '';
  const query = {
    user: list.query.search,
    entity: filter('entity'),
    action: filter('action'),
    from: filter('from'),
    to: filter('to'),
    page: list.query.page,
    pageSize: list.query.pageSize,
  };
  const log = useQuery(auditLogQueryOptions(query));
  const entities = log.data?.entities ?? [];
  // One change of the address: the filter (the page stays; a filter that narrows the list resets it below).
  const setFilter = (key: string, value: string) => list.setParam(key, value || null, { replace: false });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Audit Log" description="Who changed what and when, with the old and new values." />
      <AuditFilters
        list={list}
        entity={query.entity}
        action={query.action}
        from={query.from}
        to={query.to}
        entities={entities}
        setFilter={setFilter}
      />
      <PagedList
        filtered={list.filtered}
        noMatchTitle="No audit entries found"
        query={log}
        loadingLabel="Loading the audit log..."
        errorTitle="Failed to load the audit log"
        empty={<EmptyState icon={ScrollTextIcon} title="No audit entries found" />}
        caption="Audit log, newest first"
        columns={columns}
        getRowId={(e) => e.id}
        onPageChange={list.setPage}
      />
    </div>
  );
}

/** Search by user, then entity, action and the date range, each kept in the address. */
function AuditFilters({
  list,
  entity,
  action,
  from,
  to,
  entities,
  setFilter,
}: {
  list: ReturnType<typeof useListParams<never>>;
  entity: string;
  action: string;
  from: string;
  to: string;
  entities: string[];
  setFilter: (key: string, value: string) => void;
}) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <ListSearch
        label="Filter by user"
        placeholder="User name or email..."
        value={list.query.search}
        onSearch={list.setSearch}
      />
      <OptionSelect
        aria-label="Filter by entity"
        className="w-48"
        value={entity || 'all'}
        onValueChange={(value) => setFilter('entity', value === 'all' ? '' : value)}
        options={[
          { value: 'all', label: 'All Entities' },
          ...entities.map((e) => ({ value: e, label: auditEntityLabel(e) })),
        ]}
      />
      <OptionSelect
        aria-label="Filter by action"
        className="w-56"
        value={action || 'all'}
        onValueChange={(value) => setFilter('action', value === 'all' ? '' : value)}
        options={[
          { value: 'all', label: 'All Actions' },
          ...auditActionNames
            .filter((a) => !entity || auditActions[a].entity === entity)
            .map((a) => ({ value: a, label: auditActions[a].label })),
        ]}
      />
      <FormField label="From" className="gap-1">
        <Input
          type="date"
          className="w-40"
          value={from}
          onChange={(e) => setFilter('from', e.target.value)}
        />
      </FormField>
      <FormField label="To" className="gap-1">
        <Input type="date" className="w-40" value={to} onChange={(e) => setFilter('to', e.target.value)} />
      </FormField>
    </div>
  );
}

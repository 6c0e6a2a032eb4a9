import { filePurposeLabel } from '@party/shared';
import { useId } from 'react';
import { FilterGroup } from '@/components/list/filter-group';
import { ListSearch } from '@/components/list/list-search';
import { OptionSelect } from '@/components/option-select';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { ExtraFilterKey, useFileFilters } from './use-file-filters';

const kindOptions = [
  { value: 'all', label: 'All Types' },
  { value: 'image', label: 'Images' },
  { value: 'pdf', label: 'PDFs' },
  { value: 'other', label: 'Other' },
];

function FilterInput({
  label,
  name,
  type,
  filters,
}: {
  label: string;
  name: ExtraFilterKey;
  type: 'date' | 'number';
  filters: ReturnType<typeof useFileFilters>;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        className="w-40"
        {...(type === 'number' ? { min: 0, step: 'any', inputMode: 'decimal' as const } : {})}
        value={filters.read(name)}
        onChange={(event) => filters.setFilters({ [name]: event.target.value })}
      />
    </div>
  );
}

/**
 * Search, type and purpose (both screens); with `advanced`, the upload date range and size range
 * (KB) of Advanced Files as well.
 */
export function FileFiltersBar({
  filters,
  purposes,
  advanced = false,
}: {
  filters: ReturnType<typeof useFileFilters>;
  purposes: readonly string[];
  advanced?: boolean;
}) {
  const { list } = filters;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <ListSearch
          label="Search files"
          placeholder="Search by file name or owner..."
          value={list.query.search}
          onSearch={list.setSearch}
        />
        <FilterGroup
          label="File type"
          value={list.query.filters.kind}
          onValueChange={(value) => list.setFilter('kind', value)}
          options={kindOptions}
        />
        <OptionSelect
          aria-label="Filter by purpose"
          className="w-48"
          value={filters.read('purpose') || 'all'}
          onValueChange={(value) => filters.setFilters({ purpose: value === 'all' ? '' : value })}
          options={[
            { value: 'all', label: 'All Purposes' },
            ...purposes.map((value) => ({ value, label: filePurposeLabel(value) })),
          ]}
        />
      </div>
      {advanced && (
        <div className="flex flex-wrap items-end gap-3">
          <FilterInput label="Uploaded from" name="from" type="date" filters={filters} />
          <FilterInput label="Uploaded to" name="to" type="date" filters={filters} />
          <FilterInput label="Min size (KB)" name="minKb" type="number" filters={filters} />
          <FilterInput label="Max size (KB)" name="maxKb" type="number" filters={filters} />
        </div>
      )}
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { OptionSelect } from '@/components/option-select';
import { membersQueryOptions } from './api';

/**
 * Whose records a company member sees (docs/product/company-accounts.md, "Track Orders, analytics and
 * dashboard"): 'All company orders' (the default), 'My orders', or one member's. Shown only to those
 * who see the company's orders; a buyer sees their own.
 */
export function MemberFilter({
  value,
  onValueChange,
  meId,
  allLabel = 'All company orders',
  mineLabel = 'My orders',
}: {
  value: string;
  onValueChange: (value: string) => void;
  /** The signed-in member: 'My orders' stands for them, so they are not listed again. */
  meId: string;
  allLabel?: string;
  mineLabel?: string;
}) {
  const labelId = useId();
  const members = useQuery(membersQueryOptions);
  const options = [
    { value: 'all', label: allLabel },
    { value: 'me', label: mineLabel },
    ...(members.data?.items ?? [])
      .filter((m) => m.userId !== meId)
      .map((m) => ({ value: m.userId, label: m.name })),
  ];
  return (
    <div className="flex items-center gap-2">
      <span id={labelId} className="text-muted-foreground text-sm">
        Placed by
      </span>
      <OptionSelect
        aria-labelledby={labelId}
        className="w-56"
        value={value}
        onValueChange={onValueChange}
        options={options}
      />
    </div>
  );
}

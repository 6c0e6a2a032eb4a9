import type { ReceivablesCompanyOption } from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { ListStates } from '@/components/list/list-states';
import { Money } from '@/components/money';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { receivablesCompaniesQueryOptions } from '@/features/receivables/api';

/** Companies with an account found by name, each with what it owes and Choose. */
export function CompanyPicker({
  onChoose,
  error,
}: {
  onChoose: (company: ReceivablesCompanyOption) => void;
  error?: string;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const search = useDeferredValue(text.trim());
  const companies = useQuery(receivablesCompaniesQueryOptions(search));
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>Company</Label>
      <Input
        id={id}
        type="search"
        value={text}
        placeholder="Search companies by name..."
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
        // Enter looks the name up; it does not record the payment.
        onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
      />
      {error && (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {error}
        </p>
      )}
      <ListStates
        query={companies}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <p className="text-muted-foreground text-sm">No company with an account matches "{search}".</p>
        }
        loadingLabel="Loading companies"
        errorTitle="Failed to load companies"
        className="max-h-48 overflow-y-auto"
      >
        {(data) => (
          <ul className="flex flex-col divide-y" aria-label="Companies with an account">
            {data.items.map((company) => (
              <li key={company.id} className="flex items-center justify-between gap-3 py-1 text-sm">
                <span>
                  {company.name}{' '}
                  <span className="text-muted-foreground">
                    owes <Money amount={company.openBalance} />
                  </span>
                </span>
                <Button type="button" size="sm" variant="outline" onClick={() => onChoose(company)}>
                  Choose<span className="sr-only"> {company.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </div>
  );
}

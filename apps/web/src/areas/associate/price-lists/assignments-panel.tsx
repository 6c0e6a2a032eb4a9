import {
  type PriceListAssignmentsInput,
  type PriceListDetail,
  priceListAssignmentsInputSchema,
  priceListMessages,
  priceListSegmentLabels,
  priceListSegments,
} from '@party/shared';
import { useQuery } from '@tanstack/react-query';
import { XIcon } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useState } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { useZodForm } from '@/components/form-dialog';
import { FormPanel } from '@/components/form-panel';
import { ListStates } from '@/components/list/list-states';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { priceListCompaniesQueryOptions, useAssignPriceList } from '@/features/price-lists/api';

type AssignmentsForm = UseFormReturn<PriceListAssignmentsInput>;
type Company = { id: string; name: string };

const valuesOf = (list: PriceListDetail): PriceListAssignmentsInput => ({
  companyIds: list.companies.map((c) => c.id),
  segments: [...list.segments],
});

/** Retail, Wholesale, Schools: a checkbox each. */
function SegmentBoxes({ form }: { form: AssignmentsForm }) {
  const id = useId();
  return (
    <Controller
      control={form.control}
      name="segments"
      render={({ field }) => (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-medium text-sm">Segments</legend>
          <div className="flex flex-wrap gap-4">
            {priceListSegments.map((segment) => (
              <div key={segment} className="flex items-center gap-2 text-sm">
                <Checkbox
                  id={`${id}-${segment}`}
                  checked={field.value.includes(segment)}
                  onCheckedChange={(checked) =>
                    field.onChange(
                      checked === true
                        ? priceListSegments.filter((s) => s === segment || field.value.includes(s))
                        : field.value.filter((s) => s !== segment),
                    )
                  }
                />
                <Label htmlFor={`${id}-${segment}`}>{priceListSegmentLabels[segment]}</Label>
              </div>
            ))}
          </div>
        </fieldset>
      )}
    />
  );
}

/** The companies found by name, each with Add (those already chosen say so). */
function CompanySearch({ chosen, onAdd }: { chosen: string[]; onAdd: (company: Company) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const search = useDeferredValue(text.trim());
  const companies = useQuery({ ...priceListCompaniesQueryOptions(search), enabled: search.length > 0 });
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>Add a company</Label>
      <Input
        id={id}
        type="search"
        value={text}
        placeholder="Search companies by name..."
        onChange={(event) => setText(event.target.value)}
        // Enter looks the name up; it does not save the assignments.
        onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
        className="max-w-sm"
      />
      {search && (
        <ListStates
          query={companies}
          isEmpty={(data) => data.items.length === 0}
          empty={<p className="text-muted-foreground text-sm">No companies match "{search}".</p>}
          loadingLabel="Loading companies"
          errorTitle="Failed to load companies"
          className="max-h-56 overflow-y-auto"
        >
          {(data) => (
            <ul className="flex flex-col divide-y">
              {data.items.map((company) => (
                <li key={company.id} className="flex items-center justify-between gap-3 py-1">
                  <span>{company.name}</span>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={chosen.includes(company.id)}
                    onClick={() => onAdd(company)}
                  >
                    {chosen.includes(company.id) ? 'Added' : 'Add'}
                    <span className="sr-only"> {company.name}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </ListStates>
      )}
    </div>
  );
}

/** The chosen companies, each with Remove, and the company search to add more. */
function CompanyChoices({ form, names }: { form: AssignmentsForm; names: Map<string, string> }) {
  const [added, setAdded] = useState<Company[]>([]);
  const known = new Map([...names, ...added.map((c) => [c.id, c.name] as const)]);
  const ids = useWatch({ control: form.control, name: 'companyIds' });
  return (
    <Controller
      control={form.control}
      name="companyIds"
      render={({ field, fieldState }) => (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-medium text-sm">Companies</legend>
          {ids.length === 0 ? (
            <p className="text-muted-foreground text-sm">No companies of its own.</p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {ids.map((companyId) => (
                <li
                  key={companyId}
                  className="flex items-center gap-1 rounded-md border py-1 pr-1 pl-3 text-sm"
                >
                  {known.get(companyId) ?? companyId}
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    className="size-7"
                    onClick={() => field.onChange(ids.filter((c) => c !== companyId))}
                  >
                    <XIcon aria-hidden="true" />
                    <span className="sr-only">Remove {known.get(companyId) ?? 'company'}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {fieldState.error?.message && (
            <p className="text-destructive text-sm" role="alert">
              {fieldState.error.message}
            </p>
          )}
          <CompanySearch
            chosen={ids}
            onAdd={(company) => {
              setAdded((list) => [...list, company]);
              field.onChange([...ids, company.id]);
            }}
          />
        </fieldset>
      )}
    />
  );
}

/**
 * Whom the list prices for (docs/product/wholesale-buying.md): segments as checkboxes, companies by
 * search. Saved together; the server refuses a company or segment that already has a list whose
 * dates overlap, naming it.
 */
export function AssignmentsPanel({ list }: { list: PriceListDetail }) {
  const assign = useAssignPriceList(list.id);
  const form = useZodForm(priceListAssignmentsInputSchema, { defaultValues: valuesOf(list) });
  const { reset } = form;
  // The saved assignments, as text: a change of the list's products leaves unsaved choices alone.
  const saved = JSON.stringify(valuesOf(list));
  useEffect(() => {
    reset(JSON.parse(saved) as PriceListAssignmentsInput);
  }, [saved, reset]);
  return (
    <section aria-labelledby="price-list-assignments" className="flex flex-col gap-3">
      <h2 id="price-list-assignments" className="text-xl">
        Assigned To
      </h2>
      <FormPanel
        form={form}
        label="Assigned to"
        onSubmit={async (values) => {
          await assign.mutateAsync(values);
          toast.success(priceListMessages.assignmentsSaved);
        }}
        submitLabel="Save Assignments"
        pendingLabel="Saving..."
      >
        <SegmentBoxes form={form} />
        <CompanyChoices form={form} names={new Map(list.companies.map((c) => [c.id, c.name]))} />
      </FormPanel>
    </section>
  );
}

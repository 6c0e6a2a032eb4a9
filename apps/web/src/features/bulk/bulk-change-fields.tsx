import { type BulkAction, type BulkRunInput, productCategories } from '@party/shared';
import { OptionSelect } from '@/components/option-select';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** The change a bulk run makes, as the form holds it (percent as typed). */
export interface BulkChange {
  action: BulkAction;
  percent: string;
  category: string;
  featured: 'true' | 'false';
}

export const blankBulkChange: BulkChange = {
  action: 'price_percent',
  percent: '',
  category: '',
  featured: 'true',
};

const actionOptions = [
  { value: 'price_percent', label: 'Price by %' },
  { value: 'category', label: 'Category' },
  { value: 'featured', label: 'Featured' },
];
export const categoryOptions = productCategories.map((c) => ({ value: c.id, label: c.label }));

/** The request body's change fields; the server checks them (a percent other than 0, a category...). */
export function bulkChangeBody(
  change: BulkChange,
): Pick<BulkRunInput, 'action' | 'percent' | 'category' | 'isFeatured'> {
  if (change.action === 'price_percent')
    return { action: change.action, percent: change.percent.trim() === '' ? 0 : Number(change.percent) };
  if (change.action === 'category')
    return { action: change.action, category: (change.category || undefined) as BulkRunInput['category'] };
  return { action: change.action, isFeatured: change.featured === 'true' };
}

/** What to change and to what: Price by % (a percent), Category (the new one) or Featured (on or off). */
export function BulkChangeFields({
  idPrefix,
  value,
  onChange,
  disabled,
}: {
  idPrefix: string;
  value: BulkChange;
  onChange: (next: BulkChange) => void;
  disabled?: boolean;
}) {
  return (
    <div className="flex flex-wrap items-end gap-4">
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${idPrefix}-action`}>Change</Label>
        <OptionSelect
          id={`${idPrefix}-action`}
          value={value.action}
          onValueChange={(action) => onChange({ ...value, action: action as BulkAction })}
          options={actionOptions}
          disabled={disabled}
        />
      </div>
      {value.action === 'price_percent' && (
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${idPrefix}-percent`}>Percent</Label>
          <Input
            id={`${idPrefix}-percent`}
            type="number"
            inputMode="decimal"
            step="0.01"
            className="w-32"
            value={value.percent}
            onChange={(e) => onChange({ ...value, percent: e.target.value })}
            disabled={disabled}
            aria-describedby={`${idPrefix}-percent-hint`}
          />
          <p id={`${idPrefix}-percent-hint`} className="text-muted-foreground text-xs">
            -90 to 1000; 10 raises prices by 10%.
          </p>
        </div>
      )}
      {value.action === 'category' && (
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${idPrefix}-category`}>New category</Label>
          <OptionSelect
            id={`${idPrefix}-category`}
            value={value.category}
            onValueChange={(category) => onChange({ ...value, category })}
            options={categoryOptions}
            placeholder="Choose a category"
            disabled={disabled}
          />
        </div>
      )}
      {value.action === 'featured' && (
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${idPrefix}-featured`}>Featured</Label>
          <OptionSelect
            id={`${idPrefix}-featured`}
            value={value.featured}
            onValueChange={(featured) => onChange({ ...value, featured: featured as 'true' | 'false' })}
            options={[
              { value: 'true', label: 'Featured' },
              { value: 'false', label: 'Not featured' },
            ]}
            disabled={disabled}
          />
        </div>
      )}
    </div>
  );
}

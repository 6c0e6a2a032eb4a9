import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { faqCategoryOptions } from './faq-browser';

/** The category filter as a labelled select, to stand beside the search box. */
export function FaqCategorySelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (category: string) => void;
}) {
  return (
    <div className="flex flex-col gap-2 md:w-64">
      <Label htmlFor={id}>Category</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {faqCategoryOptions.map((c) => (
            <SelectItem key={c.id} value={c.id}>
              {c.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

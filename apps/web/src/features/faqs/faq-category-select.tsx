import { OptionSelect } from '@/components/option-select';
import { Label } from '@/components/ui/label';
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
      <OptionSelect id={id} value={value} onValueChange={onChange} options={faqCategoryOptions} />
    </div>
  );
}

import { productCategories } from '@party/shared/catalog/categories';
import { useInBrowser } from '@/components/client-only';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

const choices = [{ id: 'all', label: 'All Categories' }, ...productCategories];

/** The catalogue filter (docs/product/storefront-and-sign-in.md): All Categories and the five categories, one pressed at a time. */
export function CategoryFilter({ value, onChange }: { value: string; onChange: (category: string) => void }) {
  // Not ready until the page's script has taken a server-drawn page over: a click would do nothing.
  const inBrowser = useInBrowser();
  return (
    <fieldset disabled={!inBrowser} className="flex flex-wrap gap-2">
      <legend className="sr-only">Category</legend>
      {choices.map((choice) => {
        const pressed = value === choice.id;
        return (
          <button
            key={choice.id}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(choice.id)}
            className={cn(buttonVariants({ variant: pressed ? 'default' : 'outline', size: 'sm' }), 'h-9')}
          >
            {choice.label}
          </button>
        );
      })}
    </fieldset>
  );
}

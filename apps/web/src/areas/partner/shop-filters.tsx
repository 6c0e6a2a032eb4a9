import {
  PRICE_SLIDER_MAX,
  PRICE_SLIDER_MIN,
  PRICE_SLIDER_STEP,
  productCategories,
  productThemes,
} from '@party/shared';
import { SearchIcon, XIcon } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { OptionSelect } from '@/components/option-select';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Slider } from '@/components/ui/slider';

export interface ShopFilterValues {
  search: string;
  category: string;
  theme: string;
  minPrice: number;
  maxPrice: number;
}

const themeLabel = (theme: string) => theme.charAt(0).toUpperCase() + theme.slice(1);
const categoryOptions = [
  { value: 'all', label: 'All Categories' },
  ...productCategories.map((category) => ({ value: category.id, label: category.label })),
];
const themeOptions = [
  { value: 'all', label: 'All Themes' },
  ...productThemes.map((theme) => ({ value: theme, label: themeLabel(theme) })),
];
// Typing settles for this long before the URL (and so the server query) follows it.
const SEARCH_DEBOUNCE_MS = 300;

/** '$50+' at the top: the slider's end takes in everything dearer, so the default hides nothing. */
export function priceLabel(amount: number): string {
  return amount >= PRICE_SLIDER_MAX ? `$${PRICE_SLIDER_MAX}+` : `$${amount}`;
}

interface ShopFiltersProps {
  value: ShopFilterValues;
  onChange: (changes: Partial<ShopFilterValues>, options?: { replace?: boolean }) => void;
  onClear: () => void;
}

/** Spec 2 'Shop': search, category, theme, price slider 0 to 50 step 1, and Clear Filters. */
export function ShopFilters({ value, onChange, onClear }: ShopFiltersProps) {
  const ids = { search: useId(), category: useId(), theme: useId(), price: useId() };

  // The search box and the slider follow the URL when it changes from outside (sidebar search,
  // back button, Clear Filters), but not while the partner is typing or dragging.
  const [text, setText] = useState(value.search);
  const ownSearch = useRef(value.search);
  useEffect(() => {
    if (value.search === ownSearch.current) return;
    ownSearch.current = value.search;
    setText(value.search);
  }, [value.search]);

  function applySearch(next: string, replace: boolean) {
    const trimmed = next.trim();
    if (trimmed === value.search) return;
    ownSearch.current = trimmed;
    onChange({ search: trimmed }, { replace });
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed text restarts the wait.
  useEffect(() => {
    const timer = setTimeout(() => applySearch(text, true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const [range, setRange] = useState([value.minPrice, value.maxPrice]);
  useEffect(() => setRange([value.minPrice, value.maxPrice]), [value.minPrice, value.maxPrice]);

  const filtered =
    value.search !== '' ||
    value.category !== 'all' ||
    value.theme !== 'all' ||
    value.minPrice !== PRICE_SLIDER_MIN ||
    value.maxPrice !== PRICE_SLIDER_MAX;

  return (
    <search className="grid gap-4 rounded-xl border bg-card p-4 md:grid-cols-2 xl:grid-cols-[2fr_1fr_1fr_2fr_auto] xl:items-end">
      <form
        className="flex flex-col gap-2"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          applySearch(text, false);
        }}
      >
        <Label htmlFor={ids.search}>Search</Label>
        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={ids.search}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Search products..."
            className="pl-9"
          />
        </div>
      </form>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.category}>Category</Label>
        <OptionSelect
          id={ids.category}
          value={value.category}
          onValueChange={(category) => onChange({ category })}
          options={categoryOptions}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.theme}>Theme</Label>
        <OptionSelect
          id={ids.theme}
          value={value.theme}
          onValueChange={(theme) => onChange({ theme })}
          options={themeOptions}
        />
      </div>
      <div className="flex flex-col gap-2">
        <p id={ids.price} className="font-medium text-sm leading-none">
          Price range:{' '}
          <span className="tabular-nums">
            {priceLabel(range[0] ?? PRICE_SLIDER_MIN)} – {priceLabel(range[1] ?? PRICE_SLIDER_MAX)}
          </span>
        </p>
        <Slider
          aria-labelledby={ids.price}
          min={PRICE_SLIDER_MIN}
          max={PRICE_SLIDER_MAX}
          step={PRICE_SLIDER_STEP}
          minStepsBetweenThumbs={0}
          value={range}
          thumbLabels={['Minimum price', 'Maximum price']}
          onValueChange={setRange}
          onValueCommit={([minPrice = PRICE_SLIDER_MIN, maxPrice = PRICE_SLIDER_MAX]) =>
            onChange({ minPrice, maxPrice })
          }
        />
      </div>
      <Button variant="outline" onClick={onClear} disabled={!filtered}>
        <XIcon aria-hidden="true" />
        Clear Filters
      </Button>
    </search>
  );
}

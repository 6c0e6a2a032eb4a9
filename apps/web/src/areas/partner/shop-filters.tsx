import {
  PRICE_SLIDER_MAX,
  PRICE_SLIDER_MIN,
  PRICE_SLIDER_STEP,
  productCategories,
  productThemes,
} from '@party/shared';
import { XIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { OptionSelect } from '@/components/option-select';
import { SearchBox } from '@/components/search-box';
import { Button } from '@/components/ui/button';
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

/** '$50+' at the top: the slider's end takes in everything dearer, so the default hides nothing. */
export function priceLabel(amount: number): string {
  return amount >= PRICE_SLIDER_MAX ? `$${PRICE_SLIDER_MAX}+` : `$${amount}`;
}

interface ShopFiltersProps {
  value: ShopFilterValues;
  onChange: (changes: Partial<ShopFilterValues>, options?: { replace?: boolean }) => void;
  onClear: () => void;
}

/** The price slider: it follows the URL, and changes it when the user lets go. */
function PriceRange({
  minPrice,
  maxPrice,
  onCommit,
}: {
  minPrice: number;
  maxPrice: number;
  onCommit: (minPrice: number, maxPrice: number) => void;
}) {
  const priceId = useId();
  const [range, setRange] = useState([minPrice, maxPrice]);
  useEffect(() => setRange([minPrice, maxPrice]), [minPrice, maxPrice]);
  return (
    <div className="flex flex-col gap-2">
      <p id={priceId} className="font-medium text-sm leading-none">
        Price range:{' '}
        <span className="tabular-nums">
          {priceLabel(range[0] ?? PRICE_SLIDER_MIN)} – {priceLabel(range[1] ?? PRICE_SLIDER_MAX)}
        </span>
      </p>
      <Slider
        aria-labelledby={priceId}
        min={PRICE_SLIDER_MIN}
        max={PRICE_SLIDER_MAX}
        step={PRICE_SLIDER_STEP}
        minStepsBetweenThumbs={0}
        value={range}
        thumbLabels={['Minimum price', 'Maximum price']}
        onValueChange={setRange}
        onValueCommit={([minPrice = PRICE_SLIDER_MIN, maxPrice = PRICE_SLIDER_MAX]) =>
          onCommit(minPrice, maxPrice)
        }
      />
    </div>
  );
}

/**
 * The shop's filters (docs/product/partner-portal.md): search, category, theme, price slider 0 to 50 step 1,
 * and Clear Filters.
 */
export function ShopFilters({ value, onChange, onClear }: ShopFiltersProps) {
  const ids = { category: useId(), theme: useId() };

  const filtered =
    value.search !== '' ||
    value.category !== 'all' ||
    value.theme !== 'all' ||
    value.minPrice !== PRICE_SLIDER_MIN ||
    value.maxPrice !== PRICE_SLIDER_MAX;

  return (
    <search className="grid gap-4 rounded-xl border bg-card p-4 md:grid-cols-2 xl:grid-cols-[2fr_1fr_1fr_2fr_auto] xl:items-end">
      <SearchBox
        label="Search"
        value={value.search}
        onSearch={(text, { replace }) => text !== value.search && onChange({ search: text }, { replace })}
        followTyping
        placeholder="Search products..."
        icon
        className="flex flex-col gap-2"
      />
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
      <PriceRange
        minPrice={value.minPrice}
        maxPrice={value.maxPrice}
        onCommit={(minPrice, maxPrice) => onChange({ minPrice, maxPrice })}
      />
      <Button variant="outline" onClick={onClear} disabled={!filtered}>
        <XIcon aria-hidden="true" />
        Clear Filters
      </Button>
    </search>
  );
}

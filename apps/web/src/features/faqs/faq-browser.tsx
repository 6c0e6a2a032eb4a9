import type { PublicFaqList } from '@party/shared';
import {
  FAQ_EMPTY_TEXT,
  FAQ_LOAD_ERROR_TEXT,
  faqCategoryIds,
  faqCategoryLabels,
} from '@party/shared/faqs/categories';
import type { UseQueryResult } from '@tanstack/react-query';
import { AlertCircleIcon, SearchIcon } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useRef, useState } from 'react';
import { useInBrowser } from '@/components/client-only';
import { EmptyState } from '@/components/empty-state';
import { ListStates } from '@/components/list/list-states';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import type { FaqFilter } from './api';
import { FaqAccordion } from './faq-accordion';

const SEARCH_DELAY_MS = 300;

/** The category filter's choices: every FAQ first, then each category. */
export const faqCategoryOptions = [
  { value: 'all', label: 'All Categories' },
  ...faqCategoryIds.map((id) => ({ value: id, label: faqCategoryLabels[id] })),
];

/** The FAQs could not be loaded: the server's reason, and Try Again where the screen offers it. */
function FaqLoadError({ error, onRetry }: { error: Error | null; onRetry?: () => void }) {
  return (
    <EmptyState
      icon={onRetry ? AlertCircleIcon : undefined}
      title={FAQ_LOAD_ERROR_TEXT}
      description={error?.message}
      action={
        onRetry && (
          <Button variant="outline" onClick={onRetry}>
            Try Again
          </Button>
        )
      }
    />
  );
}

/** The search box: its draft text, reported once typing pauses; read-only until the page is live. */
function FaqSearchBox({
  searchId,
  search,
  onSearchChange,
  inline,
}: {
  searchId: string;
  search: string;
  onSearchChange: (text: string) => void;
  inline: boolean;
}) {
  const [draft, setDraft] = useDebouncedText(search, onSearchChange);
  // Not editable until the page's script has taken a server-drawn page over: typing would be lost.
  const inBrowser = useInBrowser();
  return (
    <div className={cn('flex flex-col gap-2', inline && 'flex-1')}>
      <Label htmlFor={searchId}>Search FAQs</Label>
      <div className="relative">
        <SearchIcon
          className="-translate-y-1/2 absolute top-1/2 left-3 size-4 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={searchId}
          type="search"
          value={draft}
          readOnly={!inBrowser}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Search questions and answers..."
          maxLength={200}
          className="pl-9"
        />
      </div>
    </div>
  );
}

/**
 * Search and category filter over the public FAQs, and the answers as a single-open accordion: the
 * public /faq page and the partner help centre. The screen keeps the filter (the address, or state),
 * loads `faqs` for it and gives the category filter; the search box reports its text after a pause.
 */
export function FaqBrowser({
  filter,
  faqs,
  onSearchChange,
  searchId,
  categoryFilter,
  inline = false,
  listLabel,
  onRetry,
}: {
  /** The search and category `faqs` was loaded for. */
  filter: FaqFilter;
  faqs: UseQueryResult<PublicFaqList>;
  /** The box's trimmed text, once typing pauses. */
  onSearchChange: (text: string) => void;
  searchId: string;
  /** FaqCategoryChips, or FaqCategorySelect (its own module: the public page loads no select). */
  categoryFilter: React.ReactNode;
  /** The category filter beside the search box on wide screens, rather than under it. */
  inline?: boolean;
  /** Names the list of questions for assistive technology. */
  listLabel?: string;
  /** Offers Try Again when the FAQs could not be loaded. */
  onRetry?: () => void;
}) {
  return (
    <>
      <search className={inline ? 'flex flex-col gap-3 md:flex-row md:items-end' : 'flex flex-col gap-4'}>
        <FaqSearchBox
          searchId={searchId}
          search={filter.search}
          onSearchChange={onSearchChange}
          inline={inline}
        />
        {categoryFilter}
      </search>

      <div aria-live="polite">
        <ListStates
          query={faqs}
          isEmpty={(data) => data.items.length === 0}
          loadingLabel="Loading FAQs..."
          loading={
            <p role="status" className="py-8 text-center text-muted-foreground">
              Loading FAQs...
            </p>
          }
          errorTitle={FAQ_LOAD_ERROR_TEXT}
          error={(error) => <FaqLoadError error={error} onRetry={onRetry} />}
          empty={
            <EmptyState
              icon={SearchIcon}
              title={FAQ_EMPTY_TEXT}
              description="Try other words or All Categories."
            />
          }
        >
          {(data) => (
            <FaqAccordion
              key={`${filter.search}|${filter.category}`}
              faqs={data.items}
              headingLevel={3}
              label={listLabel}
            />
          )}
        </ListStates>
      </div>
    </>
  );
}

/** The category filter as pressable chips, for a page of its own. */
export function FaqCategoryChips({
  value,
  onChange,
}: {
  value: string;
  onChange: (category: string) => void;
}) {
  const inBrowser = useInBrowser();
  return (
    <fieldset disabled={!inBrowser} className="flex flex-wrap gap-2">
      <legend className="sr-only">Filter by category</legend>
      {faqCategoryOptions.map((c) => (
        <button
          key={c.value}
          type="button"
          aria-pressed={value === c.value}
          onClick={() => onChange(c.value)}
          className={cn(
            'rounded-full border px-3 py-1.5 text-sm transition-colors',
            value === c.value ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-accent',
          )}
        >
          {c.label}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * The search box's text, handed on after a pause (so each keystroke does not load, nor write the
 * address); when the applied search changes on its own (Back, a link) the box follows it.
 */
function useDebouncedText(value: string, commit: (text: string) => void) {
  const [draft, setDraft] = useState(value);
  const committed = useRef(value);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setDraft(value);
  }, [value]);
  useEffect(() => {
    const text = draft.trim();
    if (text === value) return;
    const timer = setTimeout(() => {
      committed.current = text;
      commitRef.current(text);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, value]);
  return [draft, setDraft] as const;
}

import { SearchIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

const SEARCH_DELAY_MS = 300;

/**
 * A list's search box: the text goes to the address (and so to the server) a moment after typing
 * stops, or at once on Enter. It follows the address when that changes (back button).
 */
export function ListSearch({
  label,
  value,
  onSearch,
  placeholder,
  className,
}: {
  label: string;
  value: string;
  onSearch: (text: string) => void;
  placeholder?: string;
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  // The latest callback, so a parent's re-render does not restart the wait.
  const search = useRef(onSearch);
  search.current = onSearch;
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => search.current(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <search className={cn('relative w-full max-w-sm', className)}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          search.current(text.trim());
        }}
      >
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <SearchIcon
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-2.5 size-4 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          className="pl-8"
        />
      </form>
    </search>
  );
}

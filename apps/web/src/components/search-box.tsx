import { SearchIcon } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

// Typing settles for this long before a search that follows the typing is made.
const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  label: string;
  value?: string;
  onSearch: (text: string, options: { replace: boolean }) => void;
  followTyping?: boolean;
  placeholder?: string;
  action?: string;
  name?: string;
  readOnly?: boolean;
  /** A submit button beside the input. */
  button?: ReactNode;
  /** A magnifier inside the input's left edge. */
  icon?: boolean;
  className?: string;
  labelClassName?: string;
  fieldClassName?: string;
  inputClassName?: string;
}

/**
 * The one search box of the storefront and the partner portal: a form with a single search input,
 * whose submit hands the trimmed text to `onSearch` (which goes to the address: a catalogue, the
 * shop). With `followTyping` it also searches a moment after typing stops (`replace: true`, so
 * typing is one history entry). The box follows `value` when it changes from outside (back button,
 * a link), not while the user is typing. `action` and `name` let the browser send the same search
 * before the page's script has run.
 */
export function SearchBox({
  label,
  value = '',
  onSearch,
  followTyping = false,
  placeholder,
  action,
  name,
  readOnly,
  button,
  icon = false,
  className,
  labelClassName,
  fieldClassName,
  inputClassName,
}: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const own = useRef(value);
  const search = useRef(onSearch);
  search.current = onSearch;
  useEffect(() => {
    if (value === own.current) return;
    own.current = value;
    setText(value);
  }, [value]);

  function send(replace: boolean) {
    own.current = text.trim();
    search.current(text.trim(), { replace });
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed text restarts the wait.
  useEffect(() => {
    if (!followTyping || text.trim() === own.current) return;
    const timer = setTimeout(() => send(true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <form
      action={action}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        send(false);
      }}
    >
      <Label htmlFor={id} className={labelClassName}>
        {label}
      </Label>
      <div className={cn(icon && 'relative', fieldClassName)}>
        {icon && (
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
        )}
        <Input
          id={id}
          name={name}
          type="search"
          value={text}
          readOnly={readOnly}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          className={cn(icon && 'pl-9', inputClassName)}
        />
        {button}
      </div>
    </form>
  );
}

import { useSearchParams } from 'react-router';

/**
 * The open tab of a screen's Tabs, kept in the address (?tab=) so a reload or a shared link opens the
 * same tab: an unknown or missing value is the first tab. Switching replaces the history entry and
 * keeps the scroll position.
 */
export function useTabParam<Id extends string>(tabs: readonly { id: Id }[]) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tab');
  const active = tabs.find((t) => t.id === wanted)?.id ?? tabs[0]!.id;
  const open = (tab: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', tab);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return [active, open] as const;
}

import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { routeTitle } from './route-title';

/**
 * A page named after its record (a saved list's name): the document title says the record once it
 * has loaded ('Party Basics · Partner · Party Central'), the route's own title until then. Apart from
 * route-title.ts, which every page's first download carries, as only a record's page needs it.
 */
export function useRecordTitle(title: string | undefined) {
  const matches = useMatches();
  useEffect(() => {
    if (title === undefined) return;
    const named = routeTitle([...matches, { handle: { title } }]);
    if (named !== null && document.title !== named) document.title = named;
  }, [title, matches]);
}

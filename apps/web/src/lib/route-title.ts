import { useLayoutEffect } from 'react';
import { useMatches } from 'react-router';

/**
 * What a route says about its page's title (a route's `handle`). `title` names the page; `area`, on a
 * signed-in area's route, names the portal its pages belong to.
 */
export interface RouteHandle {
  title?: string;
  area?: string;
}

const siteName = 'Party Central';

function handleOf(match: { handle?: unknown }): RouteHandle {
  return (match.handle ?? {}) as RouteHandle;
}

/**
 * The document title of the matched routes, "Purchase Orders · Vendor · Party Central" (WCAG 2.4.2:
 * each page its own title), or null when no route names the page: the storefront's pages take theirs
 * from the SEO head instead (lib/seo.ts), which the server writes first.
 */
export function routeTitle(matches: readonly { handle?: unknown }[]): string | null {
  const title = matches.map((match) => handleOf(match).title).findLast((value) => value !== undefined);
  if (title === undefined) return null;
  const area = matches.map((match) => handleOf(match).area).findLast((value) => value !== undefined);
  return [title, area, siteName].filter((part) => part !== undefined).join(' · ');
}

/**
 * Keeps document.title on the title the current routes name (the root layout runs it for every page).
 * A layout effect: it runs before every page's own effects, so a page named after its record
 * (use-record-title.ts) has the last word, even when its record is already loaded on arrival.
 */
export function useRouteTitle() {
  const title = routeTitle(useMatches());
  useLayoutEffect(() => {
    if (title !== null && document.title !== title) document.title = title;
  }, [title]);
}

import type { AnalyticsEvent, AnalyticsEventType } from '@party/shared/seo/analytics-event';

/**
 * Visitor analytics: page views, searches, clicks on links and buttons, conversions,
 * time on page (a beacon when the page goes away) and scroll depth 25/50/75/90. Sent to
 * POST /api/analytics only while online; also handed to the tag manager when a real measurement id
 * is configured. A failure is a console warning, never an error.
 */

const ENDPOINT = '/api/analytics';
const KEEP = 100;
const SCROLL_MILESTONES = [25, 50, 75, 90] as const;
const PLACEHOLDER_MEASUREMENT_ID = 'G-XXXXXXXXXX';

type Metadata = Record<string, unknown>;
type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

const recent: AnalyticsEvent[] = [];
let page = { path: '', startedAt: 0, scrolled: new Set<number>() };
let started = false;

/** The last 100 events this tab produced, oldest first. */
export function getRecentEvents(): readonly AnalyticsEvent[] {
  return recent;
}

export function measurementId(
  raw: string | undefined = import.meta.env.VITE_GA_MEASUREMENT_ID,
): string | null {
  const id = raw?.trim();
  return id && id !== PLACEHOLDER_MEASUREMENT_ID ? id : null;
}

/** An anonymous id per browser, so visits can be counted without an account. */
function visitorId(): string | undefined {
  try {
    let id = localStorage.getItem('pc-visitor');
    if (!id) {
      id = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) =>
        b.toString(16).padStart(2, '0'),
      ).join('');
      localStorage.setItem('pc-visitor', id);
    }
    return id;
  } catch {
    return undefined; // storage blocked: events go without it
  }
}

function makeEvent(
  type: AnalyticsEventType,
  metadata: Metadata,
  path = window.location.pathname,
): AnalyticsEvent {
  return {
    type,
    path,
    timestamp: new Date().toISOString(),
    sessionId: visitorId(),
    metadata,
  } as AnalyticsEvent;
}

function remember(event: AnalyticsEvent) {
  recent.push(event);
  if (recent.length > KEEP) recent.splice(0, recent.length - KEEP);
  const id = measurementId();
  if (id && window.gtag) window.gtag('event', event.type, { ...event.metadata, page_path: event.path });
}

/** Records an event and posts it (unless offline). */
export function track(type: AnalyticsEventType, metadata: Metadata = {}, path?: string) {
  const event = makeEvent(type, metadata, path);
  remember(event);
  if (!navigator.onLine) return;
  fetch(ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(event),
    keepalive: true,
    credentials: 'same-origin',
  })
    .then((response) => {
      if (!response.ok) console.warn(`Analytics event ${type} was not recorded (${response.status})`);
    })
    .catch((error: unknown) => console.warn('Analytics event could not be sent', error));
}

/** For the catalogue: a search and how many products it found. */
export function trackSearch(query: string, resultCount: number, filters: Record<string, string> = {}) {
  track('search', { query: query.slice(0, 200), resultCount, filters });
}

/** A completed goal (quote request, sign-up, order); currency defaults to AUD. */
export function trackConversion(type: string, value?: number, currency = 'AUD') {
  track('conversion', { type, ...(value === undefined ? {} : { value }), currency });
}

function timeOnPage(): Metadata | null {
  if (!page.startedAt) return null;
  const durationMs = Math.max(0, Math.round(performance.now() - page.startedAt));
  return { durationMs, durationMinutes: Math.round((durationMs / 60_000) * 100) / 100 };
}

function sendTimeOnPageBeacon() {
  const metadata = timeOnPage();
  if (!metadata || !navigator.onLine) return;
  const event = makeEvent('time_on_page', metadata, page.path);
  remember(event);
  // text/plain: a beacon cannot carry a JSON content type without a preflight; the server reads both.
  if (!navigator.sendBeacon?.(ENDPOINT, JSON.stringify(event)))
    console.warn('Analytics beacon was not queued');
}

function beginPage() {
  page = { path: window.location.pathname, startedAt: performance.now(), scrolled: new Set() };
  // After the route and the page have set the title.
  window.setTimeout(
    () =>
      track('page_view', {
        title: document.title.slice(0, 300),
        referrer: document.referrer.slice(0, 2048),
        url: window.location.href.slice(0, 2048),
        userAgent: navigator.userAgent.slice(0, 500),
      }),
    300,
  );
}

function onScroll() {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight;
  if (scrollable <= 0) return;
  const percent = ((window.scrollY + window.innerHeight) / document.documentElement.scrollHeight) * 100;
  for (const milestone of SCROLL_MILESTONES) {
    if (percent >= milestone && !page.scrolled.has(milestone)) {
      page.scrolled.add(milestone);
      track('scroll_depth', { percent: milestone });
    }
  }
}

// What a visitor clicks to act: links, buttons, and anything a page names with data-track="…".
const CLICKABLE = '[data-track], a[href], button';

function onClick(event: MouseEvent) {
  const element = (event.target as Element | null)?.closest?.(CLICKABLE);
  if (!element) return;
  // Enter in a form's text box "clicks" its submit button for it: a submit, not a click (the
  // search or conversion it causes is recorded on its own). A click the keyboard made on the
  // focused button itself still counts.
  if (
    event.detail === 0 &&
    element.matches('button[type="submit"], button:not([type])') &&
    document.activeElement !== element
  )
    return;
  track('click', {
    element: (element.getAttribute('data-track') || element.tagName.toLowerCase()).slice(0, 200),
    // Where a link leads, else what the button says (an icon button says it in its aria-label).
    target: (
      element.getAttribute('href') ??
      element.getAttribute('aria-label') ??
      element.textContent?.trim() ??
      ''
    ).slice(0, 2048),
    position: { x: Math.round(event.clientX), y: Math.round(event.clientY) },
  });
}

function loadTagManager(id: string) {
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js reads the arguments object itself.
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', id, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  script.onerror = () => console.warn('The tag manager script could not be loaded');
  document.head.append(script);
}

interface RouterLike {
  state: { location: { pathname: string } };
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
}

/** Starts tracking for this tab: a page view now and on each client navigation. */
export function startAnalytics(router: RouterLike) {
  if (started) return;
  started = true;
  const id = measurementId();
  if (id) loadTagManager(id);
  let lastPath = router.state.location.pathname;
  beginPage();
  router.subscribe(({ location }) => {
    if (location.pathname === lastPath) return;
    lastPath = location.pathname;
    const spent = timeOnPage();
    if (spent) track('time_on_page', spent, page.path);
    beginPage();
  });
  document.addEventListener('click', onClick, { capture: true, passive: true });
  let scrollQueued = false;
  window.addEventListener(
    'scroll',
    () => {
      if (scrollQueued) return;
      scrollQueued = true;
      requestAnimationFrame(() => {
        scrollQueued = false;
        onScroll();
      });
    },
    { passive: true },
  );
  window.addEventListener('pagehide', sendTimeOnPageBeacon);
  // Back from the back-forward cache: a new visit of the page.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) beginPage();
  });
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getRecentEvents,
  measurementId,
  startAnalytics,
  track,
  trackConversion,
  trackSearch,
} from './analytics';

describe('analytics', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  });
  afterEach(() => vi.restoreAllMocks());

  it('forwards to a tag manager only for a real measurement id', () => {
    expect(measurementId(undefined)).toBeNull();
    expect(measurementId('')).toBeNull();
    expect(measurementId('G-XXXXXXXXXX')).toBeNull();
    expect(measurementId(' G-7QK2PARTY ')).toBe('G-7QK2PARTY');
  });

  it('posts a search event as JSON to /api/analytics', async () => {
    trackSearch('helium balloons', 12, { category: 'balloons' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/analytics');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toMatchObject({
      type: 'search',
      path: '/',
      metadata: { query: 'helium balloons', resultCount: 12, filters: { category: 'balloons' } },
    });
  });

  it('defaults a conversion to AUD', () => {
    trackConversion('quote_request', 250);
    expect(getRecentEvents().at(-1)?.metadata).toEqual({
      type: 'quote_request',
      value: 250,
      currency: 'AUD',
    });
  });

  it('never sends while offline, but still remembers the event', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    track('click', { element: 'offline-button' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getRecentEvents().at(-1)?.metadata).toEqual({ element: 'offline-button' });
  });

  it('keeps only the last 100 events', () => {
    for (let i = 0; i < 130; i++) track('scroll_depth', { percent: 25, i });
    const events = getRecentEvents();
    expect(events).toHaveLength(100);
    expect(events.at(-1)?.metadata).toEqual({ percent: 25, i: 129 });
    expect(events[0]?.metadata).toEqual({ percent: 25, i: 30 });
  });

  it('turns a failure into a console warning, never an error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    track('click', { element: 'x' });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 429 }));
    track('click', { element: 'y' });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(error).not.toHaveBeenCalled();
  });

  describe('once started on a page', () => {
    const sent = (type: string) =>
      fetchMock.mock.calls
        .map(([, init]) => JSON.parse(String((init as RequestInit).body)))
        .filter((event) => event.type === type);
    const defineSize = (target: object, key: string, value: number) =>
      Object.defineProperty(target, key, { configurable: true, writable: true, value });
    beforeEach(() =>
      startAnalytics({ state: { location: { pathname: '/products' } }, subscribe: () => () => {} }),
    );

    it('posts a click on a link or button with its element, target and position', () => {
      document.body.innerHTML = `
        <a href="/products?category=balloons"><span>Balloons</span></a>
        <button type="button" aria-label="Close"><svg></svg></button>
        <p>Plain text</p>`;
      // The test stays on its page: the link's default action is not the point.
      const stay = (event: Event) => event.preventDefault();
      document.addEventListener('click', stay);
      const click = (element: Element, x: number, y: number) =>
        element.dispatchEvent(
          new MouseEvent('click', { bubbles: true, cancelable: true, clientX: x, clientY: y }),
        );
      click(document.querySelector('span')!, 40.4, 120);
      click(document.querySelector('svg')!, 300, 8);
      click(document.querySelector('p')!, 10, 10);
      document.removeEventListener('click', stay);

      expect(sent('click')).toMatchObject([
        {
          path: '/',
          metadata: { element: 'a', target: '/products?category=balloons', position: { x: 40, y: 120 } },
        },
        { metadata: { element: 'button', target: 'Close', position: { x: 300, y: 8 } } },
      ]);
    });

    it('takes Enter in a search box for a submit, not a click on its button', () => {
      document.body.innerHTML = `
        <form><input aria-label="Search" /><button type="submit">Search</button></form>`;
      const form = document.querySelector('form')!;
      form.addEventListener('submit', (event) => event.preventDefault());
      const button = document.querySelector('button')!;
      // Enter in the box: the browser "clicks" the submit button (detail 0) while the box keeps focus.
      document.querySelector('input')!.focus();
      button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 0 }));
      expect(sent('click')).toEqual([]);
      // A real press of the button counts.
      button.focus();
      button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
      expect(sent('click')).toMatchObject([{ metadata: { element: 'button', target: 'Search' } }]);
    });

    it('posts each scroll depth milestone (25, 50, 75, 90) once per page', async () => {
      defineSize(document.documentElement, 'scrollHeight', 4000);
      defineSize(window, 'innerHeight', 1000);
      const scrollTo = async (y: number) => {
        defineSize(window, 'scrollY', y);
        window.dispatchEvent(new Event('scroll'));
        // Analytics reads the position in the next frame; this frame callback runs after its own.
        await new Promise((resolve) => requestAnimationFrame(resolve));
        return sent('scroll_depth').map((event) => event.metadata.percent);
      };
      expect(await scrollTo(1000)).toEqual([25, 50]);
      expect(await scrollTo(3000)).toEqual([25, 50, 75, 90]);
      await scrollTo(0);
      expect(await scrollTo(3000)).toEqual([25, 50, 75, 90]);
    });
  });
});

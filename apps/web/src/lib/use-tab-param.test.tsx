import '@/test/setup-dom';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useTabParam } from '@/lib/use-tab-param';

const tabs = [{ id: 'faq' }, { id: 'ideas' }, { id: 'contact' }] as const;

/** What the probe saw on its last render. */
let seen: { active: string; open: (tab: string) => void; search: string; pathname: string };

function Probe() {
  const location = useLocation();
  const [active, open] = useTabParam(tabs);
  seen = { active, open, search: location.search, pathname: location.pathname };
  return null;
}

/** The probe inside a memory router opened at `path`, one entry after '/start'. */
function mount(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], {
    initialEntries: ['/start', path],
    initialIndex: 1,
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useTabParam', () => {
  it('opens the tab the address names, and the first tab for a missing or unknown one', () => {
    mount('/partner/help?tab=ideas');
    expect(seen.active).toBe('ideas');
    mount('/partner/help');
    expect(seen.active).toBe('faq');
    mount('/partner/help?tab=nope');
    expect(seen.active).toBe('faq');
  });

  it('writes the chosen tab into the address, keeping the other parameters and replacing the entry', async () => {
    const router = mount('/partner/help?tab=faq&x=1');
    act(() => seen.open('contact'));
    expect(seen.active).toBe('contact');
    const params = new URLSearchParams(seen.search);
    expect(params.get('tab')).toBe('contact');
    expect(params.get('x')).toBe('1');
    // Replaced, not pushed: Back leaves the screen rather than stepping back through its tabs.
    await act(() => router.navigate(-1));
    expect(seen.pathname).toBe('/start');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });
const vendor = makePrincipal({ role: 'vendor', email: 'val@supplies.com.au', name: 'Val Vendor' });

describe('vendor shell', () => {
  it('titles the header after the active entry; Dashboard is active only on an exact match', async () => {
    mockApi(sessionHandlers(vendor));
    renderApp('/vendor/orders');
    const header = await screen.findByRole('banner');
    expect(header.textContent).toContain('Purchase Orders');
    expect(screen.getByRole('link', { name: 'Purchase Orders' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Purchase Orders · Vendor · Party Central'));
  });

  it('toggles the sidebar with Ctrl+B and keeps the choice in a cookie for 7 days', async () => {
    mockApi(sessionHandlers(vendor));
    const cookieWrites = vi.spyOn(Document.prototype, 'cookie', 'set');
    renderApp('/vendor');
    await screen.findByRole('heading', { name: 'Welcome, Val Vendor' });
    const sidebar = document.querySelector('[data-slot="sidebar"]');
    expect(sidebar?.getAttribute('data-state')).toBe('expanded');
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    await waitFor(() => expect(sidebar?.getAttribute('data-state')).toBe('collapsed'));
    expect(document.cookie).toContain('sidebar_state=false');
    expect(cookieWrites).toHaveBeenLastCalledWith(expect.stringContaining(`max-age=${7 * 24 * 60 * 60}`));
    fireEvent.keyDown(window, { key: 'B', metaKey: true });
    await waitFor(() => expect(sidebar?.getAttribute('data-state')).toBe('expanded'));
    expect(document.cookie).toContain('sidebar_state=true');
    cookieWrites.mockRestore();
  });

  it('on a phone, closes the sidebar sheet once a link in it is chosen', async () => {
    mockApi(sessionHandlers(vendor));
    const desktopMatchMedia = window.matchMedia;
    const phone = vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...desktopMatchMedia(query),
      matches: query === '(max-width: 767px)',
    }));
    try {
      const { router } = renderApp('/vendor');
      await screen.findByRole('heading', { name: 'Welcome, Val Vendor' });
      await userEvent.click(screen.getByRole('button', { name: 'Toggle Sidebar' }));
      const sheet = await screen.findByRole('dialog', { name: 'Vendor Portal navigation' });
      await userEvent.click(within(sheet).getByRole('link', { name: 'Purchase Orders' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/vendor/orders'));
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Vendor Portal navigation' })).toBeNull(),
      );
    } finally {
      phone.mockRestore();
    }
  });

  it('offers the vendor avatar menu and logs out to the home page', async () => {
    const api = mockApi({
      ...sessionHandlers(vendor),
      'POST /api/auth/sign-out': { body: { success: true } },
    });
    const { router } = renderApp('/vendor/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(menu.textContent).toContain('val@supplies.com.au');
    expect(menu.textContent).toContain('Vendor Account');
    expect(screen.getByRole('menuitem', { name: 'Profile Settings' })).toBeTruthy();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.calls('POST', '/api/auth/sign-out')).toHaveLength(1);
  });

  it('leaves no focusable part of the page hidden from assistive technology while the avatar menu is open', async () => {
    mockApi(sessionHandlers(vendor));
    renderApp('/vendor/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    await screen.findByRole('menu');
    // axe's aria-hidden-focus: a screen reader user could tab onto links it says are not there.
    const focusable = document.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input, [tabindex]',
    );
    const hiddenButFocusable = Array.from(focusable).filter(
      (element) => element.closest('[aria-hidden="true"]') !== null && element.tabIndex >= 0,
    );
    expect(hiddenButFocusable.map((element) => element.textContent?.trim() || element.outerHTML)).toEqual([]);
  });
});

describe('partner shell', () => {
  it('lists the partner entries in order and searches the shop from the sidebar', async () => {
    mockApi(sessionHandlers(makePrincipal()));
    const { router } = renderApp('/partner');
    const nav = await screen.findByRole('navigation', { name: 'Partner Portal' });
    const labels = Array.from(nav.querySelectorAll('a')).map((link) => link.textContent);
    expect(labels).toEqual([
      'Dashboard',
      'Shop Now!',
      'Track Orders',
      'Profile',
      'View Insights',
      'Get Help',
      'Wishlist',
      'Saved Lists',
      'Party Ideas and FAQs',
      'Company',
    ]);
    await userEvent.type(screen.getByLabelText('Search products'), 'confetti{Enter}');
    expect(router.state.location.pathname).toBe('/partner/shop');
    expect(router.state.location.search).toBe('?search=confetti');
  });
});

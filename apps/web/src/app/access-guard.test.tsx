import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });

describe('AccessGuard', () => {
  it('verifies access first, then sends a visitor to /login keeping where they were going', async () => {
    mockApi(sessionHandlers(null));
    const { router } = renderApp('/partner/orders');
    expect(await screen.findByText('Verifying access permissions...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Partner Sign In' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fpartner%2Forders');
  });

  it('sends the user to sign in when their session ends while the page is open (401)', async () => {
    let signedIn = true;
    mockApi({
      ...sessionHandlers(null),
      'GET /api/me': () => ({ body: { principal: signedIn ? makePrincipal() : null } }),
      // The server ended the session (idle or absolute limit, ADR 0003): the next call is a 401.
      'GET /api/partner/orders': () => {
        signedIn = false;
        return {
          status: 401,
          body: { error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue' } },
        };
      },
    });
    const { router } = renderApp('/partner/orders');
    expect(await screen.findByRole('heading', { name: 'Partner Sign In' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fpartner%2Forders');
  });

  it('sends a signed-in user without a role to /onboarding with reason no_role', async () => {
    mockApi({
      ...sessionHandlers(makePrincipal({ role: null })),
      'GET /api/me/onboarding': { body: { application: null } },
    });
    const { router } = renderApp('/vendor/orders');
    expect(await screen.findByText(/Your account does not have a role yet/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(router.state.location.search).toBe('?reason=no_role');
    expect(await screen.findByRole('button', { name: 'Submit Application' })).toBeTruthy();
  });

  it('shows Admin Access Required to a partner opening /admin, with a way to their dashboard', async () => {
    mockApi(sessionHandlers(makePrincipal()));
    const { router } = renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Access Required' })).toBeTruthy();
    expect(screen.getByText('You need administrator privileges to access this page.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Pat Partner!' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/partner');
  });

  it('shows Access Restricted with the current role to a vendor opening the partner area', async () => {
    mockApi(sessionHandlers(makePrincipal({ role: 'vendor' })));
    renderApp('/partner/shop');
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeTruthy();
    expect(screen.getByText("Your current role (vendor) doesn't have access to this page.")).toBeTruthy();
  });

  it('sends a sales associate on a product-management screen to /associate with the permission toast', async () => {
    mockApi(sessionHandlers(makePrincipal({ role: 'associate', associateRole: 'sales' })));
    const { router } = renderApp('/associate/analytics');
    expect(await screen.findByText('You do not have permission to access that area')).toBeTruthy();
    expect(screen.getByText('Please contact an administrator if you need access')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/associate');
    // Sales sees every sidebar entry except Analytics and FAQ Management (and the finance-only
    // Credit Limit Requests).
    const nav = screen.getByRole('navigation', { name: 'Associate Portal' });
    expect(nav.textContent).toContain('Quotes');
    expect(nav.textContent).not.toContain('Analytics');
    expect(nav.textContent).not.toContain('FAQ Management');
    expect(nav.textContent).not.toContain('Credit Limit Requests');
  });

  it('lets a finance associate into Analytics and shows them the full sidebar', async () => {
    mockApi(sessionHandlers(makePrincipal({ role: 'associate', associateRole: 'finance' })));
    renderApp('/associate/analytics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Associate Portal' });
    expect(nav.textContent).toContain('Analytics');
    expect(nav.textContent).toContain('FAQ Management');
    // docs/product/approvals.md: finance associates review partners' credit limit requests.
    expect(nav.textContent).toContain('Credit Limit Requests');
    expect(nav.textContent).not.toContain('Admin Area');
  });

  it('gives an admin who signed in as an associate a sidebar entry to the admin area', async () => {
    mockApi(sessionHandlers(makePrincipal({ role: 'associate', associateRole: 'finance', isAdmin: true })));
    const { router } = renderApp('/associate/leads');
    const nav = await screen.findByRole('navigation', { name: 'Associate Portal' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Admin Area' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('shows a product_management associate Analytics but not the finance-only Credit Limit Requests', async () => {
    mockApi(sessionHandlers(makePrincipal({ role: 'associate', associateRole: 'product_management' })));
    renderApp('/associate/analytics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Associate Portal' });
    expect(nav.textContent).toContain('FAQ Management');
    expect(nav.textContent).not.toContain('Credit Limit Requests');
  });

  it('admits an admin to /admin with the admin sidebar', async () => {
    mockApi(sessionHandlers(makePrincipal({ role: 'associate', isAdmin: true, name: 'Ada Admin' })));
    renderApp('/admin/reports');
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    for (const label of ['User Management', 'Onboarding Review', 'Enhanced Bulk', 'System Settings']) {
      expect(nav.textContent).toContain(label);
    }
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('redirects the old partner product address to the shop detail', async () => {
    mockApi(sessionHandlers(makePrincipal()));
    const { router } = renderApp('/partner/product/abc-123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner/shop/abc-123'));
    // The shop's detail screen answers the unknown id (the mock API knows no product).
    expect(await screen.findByText('Product not found')).toBeTruthy();
  });

  it('turns ?unauthorized=true into the permission toast and returns to /associate', async () => {
    mockApi(sessionHandlers(makePrincipal({ role: 'associate', associateRole: 'sales' })));
    const { router } = renderApp('/associate?unauthorized=true');
    expect(await screen.findByText('You do not have permission to access that area')).toBeTruthy();
    expect(screen.getByText('Please contact an administrator if you need access')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/associate');
  });
});

describe('public routes', () => {
  it('shows the 404 page for an unknown path', async () => {
    mockApi({});
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404' })).toBeTruthy();
    expect(screen.getByText('Oops! Page not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  });

  it('sends the home search to /products?search=', async () => {
    mockApi({});
    const { router } = renderApp('/');
    await userEvent.type(await screen.findByLabelText('Search products'), 'gold balloons{Enter}');
    expect(router.state.location.pathname).toBe('/products');
    expect(router.state.location.search).toBe('?search=gold%20balloons');
  });
});

import type { AdminPartnerOverview, AdminVendorOverview, OrderStatus, StaffOrder } from '@party/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });
const admin = sessionHandlers(makePrincipal({ role: null, isAdmin: true, name: 'Ada Admin' }));

function order(status: OrderStatus, overrides: Partial<StaffOrder> = {}): StaffOrder {
  const id = overrides.id ?? crypto.randomUUID();
  return {
    id,
    orderNumber: id.slice(0, 8),
    status,
    approval: null,
    totalAmount: 120.45,
    deliveryCost: 9.95,
    discountAmount: 12,
    promoCode: 'PARTY10',
    paymentMethod: 'invoice',
    deliveryMethod: 'Standard Delivery',
    deliveryMethodId: null,
    shippingName: 'Pat Partner',
    shippingAddress: '12 Smith Street',
    shippingCity: 'Fitzroy',
    shippingState: 'VIC',
    shippingPostalCode: '3065',
    shippingCountry: 'Australia',
    deliveryNotes: null,
    carrier: 'StarTrack',
    trackingNumber: 'ST123',
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    createdAt: '2026-11-18T01:00:00.000Z',
    updatedAt: '2026-11-18T01:00:00.000Z',
    partnerId: '00000000-0000-4000-8000-000000000009',
    partnerName: 'Bright Sparks',
    partnerCompany: 'Bright Sparks Events',
    company: { id: '00000000-0000-4000-8000-0000000000c1', name: 'Bright Sparks Events' },
    placedBy: {
      id: '00000000-0000-4000-8000-000000000009',
      name: 'Bright Sparks',
      email: 'bright@example.com.au',
    },
    items: [
      {
        id: crypto.randomUUID(),
        productId: null,
        productName: 'Gold Balloons',
        imageUrl: null,
        quantity: 10,
        pricePerUnit: 12.25,
        listPricePerUnit: null,
      },
    ],
    ...overrides,
  };
}

describe('Admin Order Management (real orders)', () => {
  it('lists orders in a table, opens the overlay with tabs and totals, and saves a status change through the admin API', async () => {
    const pending = order('pending');
    let sent: unknown = null;
    const api = mockApi({
      ...admin,
      'GET /api/admin/orders': (request) => {
        const status = request.search.get('status') ?? 'all';
        const items = [pending].filter((o) => status === 'all' || o.status === status);
        return { body: { items, total: items.length, page: 1, pageSize: 12 } };
      },
      [`GET /api/admin/orders/${pending.id}`]: { body: pending },
      [`PATCH /api/admin/orders/${pending.id}/status`]: (request) => {
        sent = request.body;
        return { body: { ...pending, status: 'shipped' } };
      },
    });
    renderApp('/admin/partners/orders');

    const table = await screen.findByRole('table', { name: 'Orders, newest first' }, { timeout: 15_000 });
    const row = within(table).getByText(`#${pending.orderNumber}`).closest('tr')!;
    expect(within(row).getByText('Pat Partner')).toBeTruthy();
    expect(within(row).getByText('$120.45')).toBeTruthy();
    // docs/product/company-accounts.md, What staff see: the company and the member.
    expect(within(row).getByText('Bright Sparks Events · placed by Bright Sparks')).toBeTruthy();

    await userEvent.click(
      within(row).getByRole('button', { name: new RegExp(`View\\s*order ${pending.orderNumber}`) }),
    );
    const dialog = await screen.findByRole('dialog', { name: new RegExp(`Order #${pending.orderNumber}`) });
    expect(within(dialog).getByText('Gold Balloons')).toBeTruthy();
    // Subtotal = the lines' sum = total − delivery + discount: 120.45 − 9.95 + 12.00 = 122.50.
    const figure = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(figure('Subtotal')).toBe('$122.50');
    expect(figure('Shipping Cost')).toBe('$9.95');
    expect(figure('Discount (PARTY10)')).toBe('−$12.00');
    expect(figure('Order Total')).toBe('$120.45');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Tracking' }));
    expect(await within(dialog).findByText('ST123')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Download Invoice' })).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    const update = await screen.findByRole('dialog', { name: 'Update Order Status' });
    await waitFor(() => userEvent.click(within(update).getByRole('combobox', { name: 'Status' })));
    await waitFor(() => userEvent.click(screen.getByRole('option', { name: 'Shipped' })));
    await userEvent.click(within(update).getByRole('button', { name: 'Update Status' }));
    expect(await screen.findByText('Order status updated to shipped - Task auto-created')).toBeTruthy();
    expect(sent).toEqual({ status: 'shipped', notes: '' });
    expect(api.calls('PATCH', `/api/admin/orders/${pending.id}/status`)).toHaveLength(1);
  }, 30_000);
});

describe('Partner and Vendor Administration', () => {
  it("says 'No applications yet' and 'No recent activity' (the empty states) on Associate Administration", async () => {
    mockApi({
      ...admin,
      'GET /api/admin/overview/associates': {
        body: {
          totalApplications: 0,
          pendingApplications: 0,
          approved: 0,
          activeUsers: 0,
          recentApplications: [],
          recentActivity: [],
        },
      },
    });
    renderApp('/admin/associates');
    const applications = await screen.findByRole(
      'table',
      { name: 'Recent Applications' },
      { timeout: 15_000 },
    );
    expect(within(applications).getByRole('cell').textContent).toBe('No applications yet');
    const activity = screen.getByRole('table', { name: 'Recent Activity' });
    expect(within(activity).getByRole('cell').textContent).toBe('No recent activity');
  });

  it('shows the four partner tiles and the recent orders and partners from one read', async () => {
    const overview: AdminPartnerOverview = {
      totalOrders: 1234,
      totalRevenue: 98765.4,
      activePartners: 56,
      pendingOrders: 7,
      recentOrders: [
        {
          id: 'a1b2c3d4-0000-4000-8000-000000000001',
          orderNumber: 'a1b2c3d4',
          createdAt: '2026-11-20T01:00:00.000Z',
          totalAmount: 45.5,
          status: 'pending',
        },
      ],
      recentPartners: [
        {
          id: 'p1',
          name: 'Penny Partner',
          email: 'penny@example.com.au',
          companyName: 'Penny Parties',
          loyaltyPoints: 1500,
          createdAt: '2026-11-19T01:00:00.000Z',
        },
      ],
    };
    const api = mockApi({ ...admin, 'GET /api/admin/overview/partners': { body: overview } });
    renderApp('/admin/partners');
    const tiles = await screen.findByRole('list', { name: 'Partner figures' }, { timeout: 15_000 });
    await waitFor(() => expect(within(tiles).getByText('1,234')).toBeTruthy());
    expect(within(tiles).getByText('$98,765.40')).toBeTruthy();
    expect(within(tiles).getByText('56')).toBeTruthy();
    expect(within(tiles).getByText('7')).toBeTruthy();
    const orders = screen.getByRole('table', { name: 'Recent Orders' });
    expect(within(orders).getByText('#a1b2c3d4')).toBeTruthy();
    expect(within(orders).getByText('$45.50')).toBeTruthy();
    const partners = screen.getByRole('table', { name: 'Recent Partners' });
    expect(within(partners).getByText('Penny Parties')).toBeTruthy();
    expect(within(partners).getByText('1,500')).toBeTruthy();
    expect(api.calls('GET', '/api/admin/overview/partners')).toHaveLength(1);
  });

  it('shows vendor tiles and lists, verifies a pending document and marks an invoice paid with its method and reference', async () => {
    const overview: AdminVendorOverview = {
      totalVendors: 3,
      activeVendors: 2,
      purchaseOrders: 9,
      vendorProducts: 41,
      recentVendors: [
        {
          id: 'v1',
          companyName: 'Acme Balloons',
          contactEmail: 'sales@acme.example',
          qualityRating: 4.5,
          isActive: true,
        },
        {
          id: 'v2',
          companyName: 'Zed Streamers',
          contactEmail: 'hi@zed.example',
          qualityRating: 0,
          isActive: false,
        },
      ],
      recentPurchaseOrders: [
        {
          id: 'po1',
          poNumber: 'PO-000012',
          createdAt: '2026-11-20T01:00:00.000Z',
          totalAmount: 250,
          status: 'accepted',
        },
      ],
    };
    const docId = '33333333-3333-4333-8333-333333333333';
    const paymentId = '66666666-6666-4666-8666-666666666666';
    const doc = {
      id: docId,
      documentName: 'Public liability 2027',
      documentType: 'insurance_certificate',
      expiryDate: '2027-06-30',
      status: 'pending_review',
      isVerified: false,
      verifiedAt: null,
      rejectedAt: null,
      rejectionReason: null,
      fileSize: 1024,
      fileName: 'liability.pdf',
      contentType: 'application/pdf',
      hasFile: true,
      createdAt: '2026-11-20T01:00:00.000Z',
      updatedAt: '2026-11-20T01:00:00.000Z',
      vendorId: '44444444-4444-4444-8444-444444444444',
      vendorName: 'Acme Balloons',
    };
    const api = mockApi({
      ...admin,
      'GET /api/admin/overview/vendors': { body: overview },
      'GET /api/admin/vendor-documents': { body: { items: [doc], total: 1, page: 1, pageSize: 20 } },
      'GET /api/associate/vendor-payments': {
        body: {
          items: [
            {
              id: paymentId,
              purchaseOrderId: '55555555-5555-4555-8555-555555555555',
              poNumber: 'PO-000012',
              poTotalAmount: '250.00',
              invoiceNumber: 'INV-000007',
              amount: '250.00',
              currency: 'AUD',
              status: 'pending',
              overdue: true,
              dueDate: '2026-11-01',
              paidDate: null,
              paymentMethod: null,
              notes: null,
              createdAt: '2026-10-02T01:00:00.000Z',
              vendorName: 'Acme Balloons',
            },
          ],
          total: 1,
          page: 1,
          pageSize: 20,
        },
      },
      [`POST /api/associate/vendor-payments/${paymentId}/paid`]: {
        body: {
          id: paymentId,
          invoiceNumber: 'INV-000007',
          status: 'paid',
          paidDate: '2026-11-26',
          purchaseOrderCompleted: false,
        },
      },
      [`POST /api/admin/vendor-documents/${docId}/verify`]: {
        body: { ...doc, status: 'verified', isVerified: true },
      },
    });
    renderApp('/admin/vendors');
    const vendors = await screen.findByRole('table', { name: 'Recent Vendors' }, { timeout: 15_000 });
    expect(within(vendors).getByText('4.5 / 5')).toBeTruthy();
    expect(within(vendors).getByText('0.0 / 5')).toBeTruthy();
    expect(within(vendors).getByText('Inactive')).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: 'Recent Purchase Orders' })).getByText('PO-000012'),
    ).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Vendor figures' })).getByText('41')).toBeTruthy();

    const docs = await screen.findByRole('table', { name: 'Vendor documents' });
    expect(api.calls('GET', '/api/admin/vendor-documents')[0]!.search.get('status')).toBe('pending_review');
    await userEvent.click(within(docs).getByRole('button', { name: /Verify\s*Public liability 2027/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Verify Document' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Document verified')).toBeTruthy();
    expect(api.calls('POST', `/api/admin/vendor-documents/${docId}/verify`)).toHaveLength(1);

    const payments = await screen.findByRole('table', { name: 'Vendor payments' });
    expect(within(payments).getByText('Overdue')).toBeTruthy();
    expect(within(payments).getByText('$250.00')).toBeTruthy();
    await userEvent.click(within(payments).getByRole('button', { name: /Mark Paid\s*invoice INV-000007/ }));
    const pay = await screen.findByRole('dialog', { name: 'Mark INV-000007 paid' });
    await userEvent.type(within(pay).getByRole('textbox', { name: 'Payment reference' }), 'EFT-5521');
    await userEvent.click(within(pay).getByRole('button', { name: 'Mark Paid' }));
    expect(await screen.findByText('Invoice INV-000007 marked paid')).toBeTruthy();
    const [call] = api.calls('POST', `/api/associate/vendor-payments/${paymentId}/paid`);
    expect(call?.body).toMatchObject({ paymentMethod: 'bank_transfer', paymentReference: 'EFT-5521' });
  });
});

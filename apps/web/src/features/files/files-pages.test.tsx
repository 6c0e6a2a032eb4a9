import type { AdminFile, AdminFileList, FileOwnerList, FileStorageSummary } from '@party/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });
const admin = sessionHandlers(makePrincipal({ role: null, isAdmin: true, name: 'Ada Admin' }));

const file = (overrides: Partial<AdminFile>): AdminFile => ({
  id: '11111111-1111-4111-8111-111111111111',
  originalName: 'insurance.pdf',
  mimeType: 'application/pdf',
  kind: 'pdf',
  previewable: true,
  sizeBytes: 1_572_864,
  purpose: 'vendor_document',
  usedBy: 'Vendor document "Insurance" of Sparkle Supplies Pty Ltd',
  ownerId: '22222222-2222-4222-8222-222222222222',
  ownerName: 'Vera Vendor',
  ownerEmail: 'vera@sparkle.example.com.au',
  createdAt: '2026-03-04T01:00:00.000Z',
  ...overrides,
});
const pdf = file({});
const png = file({
  id: '33333333-3333-4333-8333-333333333333',
  originalName: 'logo.png',
  mimeType: 'image/png',
  kind: 'image',
  sizeBytes: 2_048,
  usedBy: 'Vendor document "Logo" of Sparkle Supplies Pty Ltd',
});
const csv = file({
  id: '44444444-4444-4444-8444-444444444444',
  originalName: 'price-list.csv',
  mimeType: 'text/csv',
  kind: 'other',
  previewable: false,
  sizeBytes: 23,
  purpose: 'quote_document',
  usedBy: null,
});
const listOf = (items: AdminFile[]): AdminFileList => ({
  items,
  total: items.length,
  totalBytes: items.reduce((sum, f) => sum + f.sizeBytes, 0),
  page: 1,
  pageSize: 20,
  purposes: ['quote_document', 'vendor_document'],
});
const summaryOf = (items: AdminFile[]): FileStorageSummary => ({
  totalFiles: items.length,
  totalBytes: items.reduce((sum, f) => sum + f.sizeBytes, 0),
  byKind: (['image', 'other', 'pdf'] as const).map((kind) => {
    const of = items.filter((f) => f.kind === kind);
    return { kind, count: of.length, bytes: of.reduce((sum, f) => sum + f.sizeBytes, 0) };
  }),
  byPurpose: [{ purpose: 'vendor_document', count: items.length, bytes: 0 }],
});

describe('File Management (/admin/files)', () => {
  it('shows storage used, every upload in en-AU units, and deletes the chosen files after confirmation', async () => {
    let items = [pdf, png, csv];
    const api = mockApi({
      ...admin,
      'GET /api/admin/files': () => ({ body: listOf(items) }),
      'GET /api/admin/files/summary': () => ({ body: summaryOf(items) }),
      'POST /api/admin/files/delete': (request) => {
        const ids = (request.body as { ids: string[] }).ids;
        items = items.filter((f) => !ids.includes(f.id));
        return { body: { deleted: ids.length, freedBytes: 1_574_912, documentsRemoved: 2 } };
      },
    });
    renderApp('/admin/files');
    const table = await screen.findByRole('table', { name: 'Uploaded files' }, { timeout: 15_000 });
    expect(within(table).getAllByText('insurance.pdf').length).toBeGreaterThan(0);
    expect(within(table).getByText('1.5 MB')).toBeTruthy();
    expect(within(table).getByText('2 KB')).toBeTruthy();
    expect(within(table).getByText('23 bytes')).toBeTruthy();
    expect(within(table).getAllByText('Vera Vendor')).toHaveLength(3);
    expect(within(table).getByText('Not used by any record')).toBeTruthy();
    expect(within(table).getAllByText('4 Mar 2026')).toHaveLength(3);
    const cards = screen.getByRole('list', { name: 'Storage by type' });
    // Storage Used and PDFs.
    expect(within(cards).getAllByText('1.5 MB')).toHaveLength(2);
    expect(within(cards).getByText('3 files')).toBeTruthy();
    // A CSV is download only; images and PDFs preview.
    expect(within(table).queryByRole('button', { name: 'Preview price-list.csv' })).toBeNull();

    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select insurance.pdf' }));
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select logo.png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete these files?' });
    expect(
      within(dialog).getByText(/You are about to delete 2 files\. This action cannot be undone\./),
    ).toBeTruthy();
    expect(within(dialog).getByText(/2 of them are vendor documents, which are removed too\./)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('2 files deleted')).toBeTruthy();
    expect(api.calls('POST', '/api/admin/files/delete')[0]!.body).toEqual({ ids: [pdf.id, png.id] });
    await waitFor(() => expect(screen.queryAllByText('insurance.pdf')).toHaveLength(0));
    await waitFor(() => {
      const used = within(screen.getByRole('list', { name: 'Storage by type' })).getAllByRole('listitem')[0]!;
      expect(used.textContent).toBe('Storage Used23 bytes1 file');
    });
  });

  it('says "Over 10,000 files" and "Page 1 of 500+" when the server stopped counting', async () => {
    mockApi({
      ...admin,
      'GET /api/admin/files': () => ({
        body: { ...listOf([pdf, png, csv]), total: 10_000, totalCapped: true, totalBytes: 3_000_000 },
      }),
      'GET /api/admin/files/summary': () => ({ body: summaryOf([pdf, png, csv]) }),
    });
    renderApp('/admin/files');
    await screen.findByRole('table', { name: 'Uploaded files' }, { timeout: 15_000 });
    expect(screen.getByText('Over 10,000 files')).toBeTruthy();
    expect(screen.getByText(/Page 1 of 500\+/)).toBeTruthy();
  });

  it('asks before deleting and sends nothing when the admin keeps the files', async () => {
    const api = mockApi({
      ...admin,
      'GET /api/admin/files': { body: listOf([csv]) },
      'GET /api/admin/files/summary': { body: summaryOf([csv]) },
    });
    renderApp('/admin/files');
    const table = await screen.findByRole('table', { name: 'Uploaded files' }, { timeout: 15_000 });
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select price-list.csv' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this file?' });
    expect(within(dialog).getByText(/You are about to delete 1 file\./)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls('POST', '/api/admin/files/delete')).toHaveLength(0);
  });

  it('previews an image in a dialog from the preview route', async () => {
    mockApi({
      ...admin,
      'GET /api/admin/files': { body: listOf([png]) },
      'GET /api/admin/files/summary': { body: summaryOf([png]) },
    });
    renderApp('/admin/files');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Preview logo.png' }, { timeout: 15_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'logo.png' });
    expect(within(dialog).getByRole('img', { name: 'Preview of logo.png' }).getAttribute('src')).toBe(
      `/api/admin/files/${png.id}/preview`,
    );
  });

  it('sends the search and type filter to the server and shows the empty state', async () => {
    const api = mockApi({
      ...admin,
      'GET /api/admin/files': { body: listOf([]) },
      'GET /api/admin/files/summary': { body: summaryOf([]) },
    });
    renderApp('/admin/files?kind=image&search=logo');
    expect(await screen.findByText('No files found', {}, { timeout: 15_000 })).toBeTruthy();
    const sent = api.calls('GET', '/api/admin/files').at(-1)!.search;
    expect(sent.get('kind')).toBe('image');
    expect(sent.get('search')).toBe('logo');
    expect(sent.get('sort')).toBe('-createdAt');
  });

  it('shows a failed list with Try Again', async () => {
    let fail = true;
    mockApi({
      ...admin,
      'GET /api/admin/files': () =>
        fail
          ? { status: 500, body: { error: { code: 'INTERNAL', message: 'The database is unreachable.' } } }
          : { body: listOf([pdf]) },
      'GET /api/admin/files/summary': { body: summaryOf([pdf]) },
    });
    renderApp('/admin/files');
    expect(await screen.findByText('Failed to load files', {}, { timeout: 15_000 })).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table', { name: 'Uploaded files' })).toBeTruthy();
  });
});

describe('Advanced Files (/admin/files-advanced)', () => {
  it('groups files by owner, shows the chosen owner’s files and sends the date and size filters', async () => {
    const owners: FileOwnerList = {
      items: [
        {
          ownerId: pdf.ownerId,
          ownerName: 'Vera Vendor',
          ownerEmail: 'vera@sparkle.example.com.au',
          fileCount: 2,
          totalBytes: 1_574_912,
          latestUpload: '2026-03-04T01:00:00.000Z',
        },
      ],
      total: 1,
      page: 1,
      pageSize: 10,
    };
    const api = mockApi({
      ...admin,
      'GET /api/admin/files/owners': { body: owners },
      'GET /api/admin/files': (request) => ({
        body: listOf(request.search.get('ownerId') ? [pdf, png] : [pdf, png, csv]),
      }),
    });
    renderApp('/admin/files-advanced');
    const ownerTable = await screen.findByRole('table', { name: 'Files by owner' }, { timeout: 15_000 });
    expect(within(ownerTable).getByText('Vera Vendor')).toBeTruthy();
    expect(within(ownerTable).getByText('1.5 MB')).toBeTruthy();
    await userEvent.click(within(ownerTable).getByRole('button', { name: 'View files of Vera Vendor' }));
    expect(await screen.findByRole('heading', { name: 'Files of Vera Vendor' })).toBeTruthy();
    expect(api.calls('GET', '/api/admin/files').at(-1)!.search.get('ownerId')).toBe(pdf.ownerId);

    await userEvent.type(screen.getByLabelText('Min size (KB)'), '2');
    await userEvent.type(screen.getByLabelText('Uploaded from'), '2026-03-01');
    await waitFor(() => {
      const sent = api.calls('GET', '/api/admin/files').at(-1)!.search;
      expect(sent.get('minSize')).toBe('2048');
      expect(sent.get('from')).toBe('2026-03-01');
      expect(sent.get('ownerId')).toBe(pdf.ownerId);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('heading', { name: 'All files' })).toBeTruthy();
  });
});

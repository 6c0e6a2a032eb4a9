import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });
const empty = {
  items: [],
  counts: { total: 0, verified: 0, pendingReview: 0, expired: 0 },
  maxFileSizeMb: 5,
};

function serve(list: unknown) {
  return mockApi({
    ...sessionHandlers(makePrincipal({ role: 'vendor', name: 'Vera Vendor' })),
    'GET /api/vendor/documents': { body: list },
  });
}

describe('vendor documents screen', () => {
  it('shows the required-documents checklist and Upload Your First Document when the library is empty', async () => {
    serve(empty);
    renderApp('/vendor/documents');
    const checklist = await screen.findByRole('list', { name: 'Required documents' });
    expect(
      within(checklist)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Business License', 'Tax Certificate', 'Insurance Certificate']);
    const figures = screen.getByRole('list', { name: 'Document figures' });
    for (const label of ['Total Documents', 'Verified', 'Pending Review', 'Expired'])
      expect(figures.textContent).toContain(label);
    await userEvent.click(screen.getByRole('button', { name: 'Upload Your First Document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Document' });
    expect(within(dialog).getByText('PDF, PNG or JPEG, up to 5 MB.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload Document' }));
    expect(await within(dialog).findAllByText('Please fill in all required fields')).toHaveLength(2);
    expect(within(dialog).getByText('Choose a PDF, PNG or JPEG file to upload')).toBeTruthy();
  });

  it('lists documents with their badge, size in MB and the rejection reason', async () => {
    const doc = {
      id: '00000000-0000-4000-8000-0000000000a1',
      documentName: 'Food safety audit',
      documentType: 'compliance_document',
      expiryDate: '2027-03-31',
      status: 'rejected',
      isVerified: false,
      verifiedAt: null,
      rejectedAt: '2026-11-20T03:00:00.000Z',
      rejectionReason: 'The audit is unsigned',
      fileSize: 1_572_864,
      fileName: 'audit.pdf',
      contentType: 'application/pdf',
      hasFile: true,
      createdAt: '2026-11-19T03:00:00.000Z',
    };
    serve({ ...empty, items: [doc], counts: { total: 1, verified: 0, pendingReview: 0, expired: 0 } });
    renderApp('/vendor/documents');
    const table = await screen.findByRole('table', { name: 'Your documents, newest first' });
    const row = within(table).getByText('Food safety audit').closest('tr')!;
    expect(row.textContent).toContain('Compliance Document');
    expect(row.textContent).toContain('Rejected');
    expect(row.textContent).toContain('Reason: The audit is unsigned');
    expect(row.textContent).toContain('31 Mar 2027');
    expect(row.textContent).toContain('1.50 MB');
    expect(within(row).getByRole('button', { name: 'Download Food safety audit' })).toBeTruthy();
  });
});

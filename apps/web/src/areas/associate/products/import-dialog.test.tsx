import type { ProductImportResult } from '@party/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { FakeEventSource } from '@/test/fake-event-source';
import { mockApi } from '@/test/mock-api';
import '@/test/setup-dom';
import { ImportDialog } from './import-dialog';

const userEvent = userEventLib.setup({ delay: null });

/** The upload as the browser sends it: XMLHttpRequest, whose upload tells its progress (jsdom's sends nothing). */
class FakeUpload {
  static last: FakeUpload | null = null;
  url = '';
  body: unknown = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: unknown) {
    this.body = body;
    FakeUpload.last = this;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(report: ProductImportResult) {
    this.status = 200;
    this.responseText = JSON.stringify(report);
    this.onload?.();
  }
}

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  mockApi({ 'GET /api/csrf': { body: { token: 't', expiresAt: new Date().toISOString() } } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.instances = [];
  FakeUpload.last = null;
});

/** Opens the dialog, chooses a file and presses Import: the upload that starts. */
async function importFile(): Promise<{ upload: FakeUpload; progressId: string | null }> {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ImportDialog open onOpenChange={() => {}} />
      <Toaster />
    </QueryClientProvider>,
  );
  const file = new File(['name,price\nCups,1.00\n'], 'products.csv', { type: 'text/csv' });
  await userEvent.upload(screen.getByLabelText('CSV file'), file);
  await waitFor(() =>
    expect(FakeEventSource.instances.at(-1)?.listenerCount('work.progress')).toBeGreaterThan(0),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Import' }));
  await waitFor(() => expect(FakeUpload.last).not.toBeNull());
  const upload = FakeUpload.last!;
  expect((upload.body as FormData).get('file')).toBe(file);
  return { upload, progressId: new URL(upload.url, 'http://localhost').searchParams.get('progressId') };
}

const bar = () => screen.getByRole('progressbar', { name: 'Import progress' });
const step = (progressId: string | null, phase: string, done: number, total: number) =>
  act(() => FakeEventSource.instances.at(-1)?.emit('work.progress', { progressId, phase, done, total }));

describe('ImportDialog', () => {
  it('sends the file itself, then follows the upload, the check and the save to the report', async () => {
    const { upload, progressId } = await importFile();
    expect(upload.url).toMatch(/^\/api\/associate\/products\/import\?progressId=/);
    act(() => upload.progress(50, 100));
    expect(await screen.findByText('Uploading...')).toBeTruthy();
    expect(bar().getAttribute('aria-valuenow')).toBe('50');

    step(progressId, 'checking', 40_000, 100_000);
    expect(await screen.findByText('Checking 40,000 of 100,000 rows...')).toBeTruthy();
    expect(bar().getAttribute('aria-valuenow')).toBe('40');
    // Another import's steps (another tab) move nothing.
    step(crypto.randomUUID(), 'saving', 1, 2);
    expect(screen.getByText('Checking 40,000 of 100,000 rows...')).toBeTruthy();
    step(progressId, 'saving', 75_000, 100_000);
    expect(await screen.findByText('Saving 75,000 of 100,000 rows...')).toBeTruthy();

    act(() =>
      upload.answer({ outcome: 'imported', rows: 100_000, imported: 100_000, badRows: 0, errors: [] }),
    );
    expect(await screen.findByText('Imported 100,000 of 100,000 rows.')).toBeTruthy();
    expect(screen.getByText('Import complete')).toBeTruthy();
    expect(bar().getAttribute('aria-valuenow')).toBe('100');
    expect(await screen.findByText('100,000 products imported successfully')).toBeTruthy();
  });

  it('counts every bad row and says when only the first are listed', async () => {
    const { upload } = await importFile();
    act(() =>
      upload.answer({
        outcome: 'rejected',
        rows: 5000,
        imported: 0,
        badRows: 1205,
        errors: [
          { line: 2, messages: ['Price must be greater than 0'] },
          { line: 9, messages: ['Product name is required', 'Please enter a valid URL'] },
        ],
      }),
    );
    expect(
      await screen.findByText(
        'Nothing was imported: 1,205 rows have problems. Correct them and import the file again. The first 2 are listed.',
      ),
    ).toBeTruthy();
    const report = screen.getByRole('list', { name: 'Validation report' });
    expect(report.textContent).toContain('Line 9: Product name is required; Please enter a valid URL');
  });
});

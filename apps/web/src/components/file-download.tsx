import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button, type ButtonProps } from '@/components/ui/button';
import { apiResponse } from '@/lib/api-client';

function filenameFrom(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = header.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return header.match(/filename="?([^";]+)"?/i)?.[1] ?? fallback;
}

/**
 * Fetches a file through the API (with the session cookie) and saves it under the server's file
 * name, which it returns. Throws the ApiError of a refused request.
 */
export async function downloadFile(href: string, fallbackName: string): Promise<string> {
  const response = await apiResponse('GET', href, { headers: { accept: '*/*' } });
  return saveBlob(await response.blob(), filenameFrom(response, fallbackName));
}

/** Saves a blob made in the browser (an export) as a download named `filename`. */
export function saveBlob(blob: Blob, filename: string): string {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return link.download;
}

/** A button that downloads a file through the API (see downloadFile). */
export function FileDownload({
  href,
  filename,
  children = 'Download',
  ...props
}: { href: string; filename: string } & Omit<ButtonProps, 'onClick'>) {
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      await downloadFile(href, filename);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Download failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="outline" disabled={busy} onClick={download} {...props}>
      <DownloadIcon aria-hidden="true" />
      {children}
    </Button>
  );
}

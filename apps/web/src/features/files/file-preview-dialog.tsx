import type { AdminFile } from '@party/shared';
import { FileDownload } from '@/components/file-download';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { formatFileSize } from '@/lib/format';
import { fileDownloadUrl, filePreviewUrl } from './api';

/** An image or PDF shown inline (served by the preview route, framable by our pages only). */
export function FilePreviewDialog({ file, onClose }: { file: AdminFile | null; onClose: () => void }) {
  return (
    <Dialog open={file !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-3xl">
        {file && (
          <>
            <DialogHeader>
              <DialogTitle className="break-all">{file.originalName}</DialogTitle>
              <DialogDescription>
                {file.mimeType}, {formatFileSize(file.sizeBytes)}
                {file.ownerName ? `, uploaded by ${file.ownerName}` : ''}
              </DialogDescription>
            </DialogHeader>
            {file.kind === 'image' ? (
              <img
                src={filePreviewUrl(file.id)}
                alt={`Preview of ${file.originalName}`}
                className="mx-auto max-h-[70vh] max-w-full rounded-md border object-contain"
              />
            ) : (
              <iframe
                src={filePreviewUrl(file.id)}
                title={`Preview of ${file.originalName}`}
                className="h-[70vh] w-full rounded-md border"
              />
            )}
            <DialogFooter>
              <FileDownload href={fileDownloadUrl(file.id)} filename={file.originalName}>
                Download
              </FileDownload>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

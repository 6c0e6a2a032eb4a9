import { Loader2Icon } from 'lucide-react';
import { cn } from '@/lib/utils';

/** docs/product/storefront-and-sign-in.md: 'Verifying access permissions...' while the guard decides, 'Loading page...' while code loads. */
export const loadingTexts = {
  access: 'Verifying access permissions...',
  page: 'Loading page...',
} as const;

export function LoadingScreen({
  message = loadingTexts.page,
  fullScreen = false,
}: {
  message?: string;
  fullScreen?: boolean;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex flex-col items-center justify-center gap-3 p-8 text-muted-foreground',
        fullScreen ? 'min-h-svh' : 'min-h-[50vh]',
      )}
    >
      <Loader2Icon className="size-8 animate-spin text-primary" aria-hidden="true" />
      <p>{message}</p>
    </div>
  );
}

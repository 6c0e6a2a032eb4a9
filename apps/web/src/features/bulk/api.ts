import type { BulkOperation, BulkOperationList, BulkPreview, BulkRunInput } from '@party/shared';
import { catalogQueryKeys } from '@party/shared/catalog/first-screen';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const bulkKey = ['admin', 'bulk'] as const;
const base = '/api/admin/bulk';

/** The newest bulk runs (Enhanced Bulk's history, with Undo on the latest). */
export const bulkOperationsQueryOptions = queryOptions({
  queryKey: [...bulkKey, 'runs'],
  queryFn: ({ signal }) => api.get<BulkOperationList>(base, { signal }),
});

/** Dry run: every row the change would touch; nothing is written. */
export const useBulkPreview = () =>
  useMutation({ mutationFn: (input: BulkRunInput) => api.post<BulkPreview>(`${base}/preview`, input) });

function useBulkWrite<Input>(request: (input: Input) => Promise<BulkOperation>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    // Runs change products: every product list and the run history read again.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bulkKey }),
        queryClient.invalidateQueries({ queryKey: catalogQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['associate', 'products'] }),
      ]),
  });
}

/** `?progressId=`: the run's progress is told to this browser under that id (useWorkProgress). */
const following = (progressId: string | undefined) =>
  progressId ? `?progressId=${encodeURIComponent(progressId)}` : '';

export const useRunBulkChange = () =>
  useBulkWrite(({ input, progressId }: { input: BulkRunInput; progressId?: string }) =>
    api.post<BulkOperation>(`${base}${following(progressId)}`, input),
  );
export const useUndoBulkChange = () =>
  useBulkWrite(({ id, progressId }: { id: string; progressId?: string }) =>
    api.post<BulkOperation>(`${base}/${encodeURIComponent(id)}/undo${following(progressId)}`),
  );

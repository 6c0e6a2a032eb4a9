import type {
  CreateReturnInput,
  ReceiveReturnInput,
  ReturnableOrder,
  ReturnDetail,
  ReturnPage,
  ReturnStatus,
} from '@party/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { IdempotentSubmission } from '@/lib/use-idempotent-submit';
import { useLiveInvalidate } from '@/lib/use-live-invalidate';

// Returns and adjustment notes (docs/product/returns.md): the partner's side and the staff's.

export type ReturnSide = 'partner' | 'associate';
export const returnsKey = (side: ReturnSide) => [side, 'returns'] as const;
const base = (side: ReturnSide) => `/api/${side}/returns`;
const returnPath = (side: ReturnSide, id: string) => `${base(side)}/${encodeURIComponent(id)}`;

export interface ReturnListQuery {
  status: 'all' | ReturnStatus;
  search?: string;
  page: number;
  pageSize: number;
}

/** One page of returns, newest first: the company's for a partner, every company's for staff. */
export function returnsQueryOptions(side: ReturnSide, query: ReturnListQuery) {
  const search = new URLSearchParams({
    status: query.status,
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  if (query.search) search.set('search', query.search);
  return queryOptions({
    queryKey: [...returnsKey(side), 'list', query],
    queryFn: ({ signal }) => api.get<ReturnPage>(`${base(side)}?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function returnQueryOptions(side: ReturnSide, id: string) {
  return queryOptions({
    queryKey: [...returnsKey(side), 'detail', id],
    queryFn: ({ signal }) => api.get<ReturnDetail>(returnPath(side, id), { signal }),
  });
}

/** What of a delivered order may still come back, and the window's last day. */
export function returnableQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: [...returnsKey('partner'), 'returnable', orderId],
    queryFn: ({ signal }) =>
      api.get<ReturnableOrder>(`/api/partner/orders/${encodeURIComponent(orderId)}/returnable`, { signal }),
  });
}

export const adjustmentNoteHref = (side: ReturnSide, id: string) =>
  `${returnPath(side, id)}/adjustment-note.pdf`;
export const returnPhotoHref = (side: ReturnSide, id: string, fileId: string) =>
  `${returnPath(side, id)}/photos/${encodeURIComponent(fileId)}`;

/** A return asked, decided, received or given a photo elsewhere refreshes the open lists and returns. */
export function useLiveReturns(side: ReturnSide) {
  useLiveInvalidate({ events: ['return.changed'], queryKeys: [returnsKey(side)] });
}

/** A change answering with the whole return: shown at once, the lists refetched. */
function useReturnChange<Input>(side: ReturnSide, mutationFn: (input: Input) => Promise<ReturnDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (detail) => {
      queryClient.setQueryData(returnQueryOptions(side, detail.id).queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: [...returnsKey(side), 'list'] });
      void queryClient.invalidateQueries({ queryKey: [...returnsKey(side), 'returnable'] });
    },
  });
}

/** Request a Return, sent once per Idempotency-Key. */
export const useRequestReturn = () =>
  useReturnChange('partner', ({ body, idempotencyKey }: IdempotentSubmission<CreateReturnInput>) =>
    api.post<ReturnDetail>('/api/partner/returns', body, { headers: { 'Idempotency-Key': idempotencyKey } }),
  );

/** One photo of the goods a call (JPEG, PNG or WebP). */
export const useUploadReturnPhoto = () =>
  useReturnChange('partner', ({ id, file }: { id: string; file: File }) => {
    const form = new FormData();
    form.append('file', file);
    return api.post<ReturnDetail>(`${returnPath('partner', id)}/photos`, form);
  });

export const useApproveReturn = () =>
  useReturnChange('associate', (id: string) =>
    api.post<ReturnDetail>(`${returnPath('associate', id)}/approve`),
  );

export const useRejectReturn = () =>
  useReturnChange('associate', ({ id, reason }: { id: string; reason: string }) =>
    api.post<ReturnDetail>(`${returnPath('associate', id)}/reject`, { reason }),
  );

export const useReceiveReturn = () =>
  useReturnChange('associate', ({ id, lines }: { id: string } & ReceiveReturnInput) =>
    api.post<ReturnDetail>(`${returnPath('associate', id)}/receive`, { lines }),
  );

import type {
  BulkAddQuoteItemsInput,
  ConvertQuoteInput,
  CreateQuoteInput,
  QuoteCustomerList,
  QuoteDetail,
  QuoteDiscountInput,
  QuoteDocumentInput,
  QuoteDocumentList,
  QuoteInventory,
  QuoteList,
  QuotePriceHistory,
} from '@party/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLiveInvalidate } from '@/lib/use-live-invalidate';

export const staffQuotesKey = ['associate', 'quotes'] as const;
const base = '/api/associate/quotes';
const at = (id: string, rest = '') => `${base}/${encodeURIComponent(id)}${rest}`;

/** Every quote, newest first, by status and search (the selector's list). */
export function staffQuotesQueryOptions(filter: { status: string; search: string }) {
  const params = new URLSearchParams({ status: filter.status, pageSize: '100' });
  if (filter.search) params.set('search', filter.search);
  return queryOptions({
    queryKey: [...staffQuotesKey, 'list', filter],
    queryFn: ({ signal }) => api.get<QuoteList>(`${base}?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One quote; each fetch is a view (the server counts it). */
export function staffQuoteQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...staffQuotesKey, 'detail', id],
    queryFn: ({ signal }) => api.get<QuoteDetail>(at(id), { signal }),
  });
}

export const quoteCustomersQueryOptions = queryOptions({
  queryKey: [...staffQuotesKey, 'customers'],
  queryFn: ({ signal }) => api.get<QuoteCustomerList>(`${base}/customers`, { signal }),
  staleTime: 5 * 60_000,
});

export function quoteDocumentsQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...staffQuotesKey, 'documents', id],
    queryFn: ({ signal }) => api.get<QuoteDocumentList>(at(id, '/documents'), { signal }),
  });
}

export function quoteInventoryQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...staffQuotesKey, 'inventory', id],
    queryFn: ({ signal }) => api.get<QuoteInventory>(at(id, '/inventory'), { signal }),
    staleTime: 0,
  });
}

export function quotePriceHistoryQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...staffQuotesKey, 'price-history', id],
    queryFn: ({ signal }) => api.get<QuotePriceHistory>(at(id, '/price-history'), { signal }),
  });
}

/** Storefront requests and colleagues' changes arrive live (quote.changed). */
export function useLiveStaffQuotes() {
  useLiveInvalidate({ events: ['quote.changed'], queryKeys: [[...staffQuotesKey, 'list']] });
}

/** A change that answers the quote: the detail is replaced and the list refetched. */
function useQuoteChange<Input>(request: (input: Input) => Promise<QuoteDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async (quote) => {
      queryClient.setQueryData(staffQuoteQueryOptions(quote.id).queryKey, quote);
      await queryClient.invalidateQueries({ queryKey: [...staffQuotesKey, 'list'] });
    },
  });
}

export const useCreateQuote = () =>
  useQuoteChange((body: CreateQuoteInput) => api.post<QuoteDetail>(base, body));
export const useAddQuoteItems = (id: string) =>
  useQuoteChange((body: BulkAddQuoteItemsInput) => api.post<QuoteDetail>(at(id, '/items'), body));
export const useApplyQuoteDiscount = (id: string) =>
  useQuoteChange((body: QuoteDiscountInput) => api.post<QuoteDetail>(at(id, '/discount'), body));
export const useApproveQuote = (id: string) =>
  useQuoteChange((body: { reason?: string }) => api.post<QuoteDetail>(at(id, '/approve'), body));
export const useRejectQuote = (id: string) =>
  useQuoteChange((body: { reason: string }) => api.post<QuoteDetail>(at(id, '/reject'), body));
export const useDuplicateQuote = (id: string) =>
  useQuoteChange(() => api.post<QuoteDetail>(at(id, '/duplicate'), {}));
export const useRecordQuoteResponse = (id: string) =>
  useQuoteChange((body: { status: 'accepted' | 'declined' }) =>
    api.post<QuoteDetail>(at(id, '/response'), body),
  );
export const useSetQuoteDelivery = (id: string) =>
  useQuoteChange((body: { deliveryMethodId: string }) => api.post<QuoteDetail>(at(id, '/delivery'), body));
export const useEmailQuote = (id: string) =>
  useQuoteChange(() => api.post<QuoteDetail>(at(id, '/email'), {}));

export function useConvertQuote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConvertQuoteInput) => api.post<{ orderId: string }>(at(id, '/convert'), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQuotesKey }),
  });
}

export function useAddQuoteDocument(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuoteDocumentInput) => api.post<{ id: string }>(at(id, '/documents'), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteDocumentsQueryOptions(id).queryKey }),
  });
}

export function useDeleteQuoteDocument(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) =>
      api.delete<void>(at(id, `/documents/${encodeURIComponent(documentId)}`)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteDocumentsQueryOptions(id).queryKey }),
  });
}

import type {
  AccountInvoicePage,
  AgeingReport,
  InvoiceStatus,
  PaymentInput,
  PaymentPage,
  PaymentRow,
  ReceivablesCompany,
  ReceivablesCompanyOption,
} from '@party/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { IdempotentSubmission } from '@/lib/use-idempotent-submit';
import { useLiveInvalidate } from '@/lib/use-live-invalidate';

export const receivablesKey = ['associate', 'receivables'] as const;
const base = '/api/associate/receivables';

export interface InvoiceListQuery {
  search: string;
  status: InvoiceStatus | 'all';
  sort: { id: string; desc: boolean } | null;
  page: number;
  pageSize: number;
}

/** A page of invoices on account, searched, filtered and sorted by the server, with its open and overdue totals. */
export function accountInvoicesQueryOptions(query: InvoiceListQuery) {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
  if (query.search) params.set('search', query.search);
  if (query.status !== 'all') params.set('status', query.status);
  if (query.sort) {
    params.set('sort', query.sort.id);
    params.set('dir', query.sort.desc ? 'desc' : 'asc');
  }
  return queryOptions({
    queryKey: [...receivablesKey, 'invoices', query],
    queryFn: ({ signal }) => api.get<AccountInvoicePage>(`${base}/invoices?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export interface AgeingListQuery {
  search: string;
  minBucket: string;
  sort: { id: string; desc: boolean };
}

/** The ageing's query string, shared by the table and its CSV and XLSX files (so a file is what is shown). */
export function ageingParams(query: AgeingListQuery): URLSearchParams {
  const params = new URLSearchParams({ sort: query.sort.id, dir: query.sort.desc ? 'desc' : 'asc' });
  if (query.search) params.set('search', query.search);
  if (query.minBucket !== 'all') params.set('minBucket', query.minBucket);
  return params;
}

export const ageingFileHref = (query: AgeingListQuery, format: 'csv' | 'xlsx') =>
  `${base}/ageing.${format}?${ageingParams(query)}`;

/** The screen's page of the ageing; the files above hold every page. */
export function ageingQueryOptions(query: AgeingListQuery & { page: number; pageSize: number }) {
  const params = ageingParams(query);
  params.set('page', String(query.page));
  params.set('pageSize', String(query.pageSize));
  return queryOptions({
    queryKey: [...receivablesKey, 'ageing', query],
    queryFn: ({ signal }) => api.get<AgeingReport>(`${base}/ageing?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Payments received, newest first. */
export function paymentsQueryOptions(query: { page: number; pageSize: number }) {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
  return queryOptions({
    queryKey: [...receivablesKey, 'payments', query],
    queryFn: ({ signal }) => api.get<PaymentPage>(`${base}/payments?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Companies with an account whose name contains the text (the payment dialog's picker). */
export function receivablesCompaniesQueryOptions(search: string) {
  const params = new URLSearchParams(search ? { search } : {});
  return queryOptions({
    queryKey: [...receivablesKey, 'companies', search],
    queryFn: ({ signal }) =>
      api.get<{ items: ReceivablesCompanyOption[] }>(`${base}/companies?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One company's credit line and open invoices, oldest due first. */
export function receivablesCompanyQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: [...receivablesKey, 'company', companyId],
    queryFn: ({ signal }) =>
      api.get<ReceivablesCompany>(`${base}/companies/${encodeURIComponent(companyId)}`, { signal }),
  });
}

/** POST a payment received; every receivables read is read again after it. */
/** Any company's account moving (an order on account, a payment, an adjustment note) refreshes Receivables. */
export function useLiveReceivables() {
  useLiveInvalidate({ events: ['account.changed'], queryKeys: [receivablesKey] });
}

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: IdempotentSubmission<PaymentInput>) =>
      api.post<PaymentRow>(`${base}/payments`, body, { headers: { 'Idempotency-Key': idempotencyKey } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: receivablesKey }),
  });
}

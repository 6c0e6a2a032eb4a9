import type {
  LowStockList,
  MarkPaymentPaidInput,
  PaidPayment,
  PurchaseOrder,
  PurchaseOrderList,
  RaisePurchaseOrderInput,
  StaffVendorPaymentList,
  VendorOfferList,
  VendorPaymentStatus,
} from '@party/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLiveInvalidate } from '@/lib/use-live-invalidate';

export const purchasingQueryKey = ['associate', 'purchasing'] as const;

/** A page of purchase orders; `queryString` is the list's (listQueryString). */
export function purchaseOrdersQueryOptions(queryString: string) {
  return queryOptions({
    queryKey: [...purchasingQueryKey, 'orders', queryString],
    queryFn: ({ signal }) =>
      api.get<PurchaseOrderList>(`/api/associate/purchase-orders?${queryString}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function purchaseOrderQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...purchasingQueryKey, 'order', id],
    queryFn: ({ signal }) =>
      api.get<PurchaseOrder>(`/api/associate/purchase-orders/${encodeURIComponent(id)}`, { signal }),
  });
}

export function lowStockQueryOptions(page: number, pageSize = 10) {
  return queryOptions({
    queryKey: [...purchasingQueryKey, 'low-stock', page, pageSize],
    queryFn: ({ signal }) =>
      api.get<LowStockList>(`/api/associate/purchasing/low-stock?page=${page}&pageSize=${pageSize}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** A vendor's products a PO to it may carry, by name (GET /api/associate/vendors/:id/offers). */
export function vendorCatalogQueryOptions(vendorId: string) {
  return queryOptions({
    queryKey: [...purchasingQueryKey, 'vendor-offers', vendorId],
    queryFn: ({ signal }) =>
      api.get<VendorOfferList>(`/api/associate/vendors/${encodeURIComponent(vendorId)}/offers`, { signal }),
  });
}

/** The vendors a PO for this product may go to, cheapest first. */
export function vendorOffersQueryOptions(productId: string) {
  return queryOptions({
    queryKey: [...purchasingQueryKey, 'offers', productId],
    queryFn: ({ signal }) =>
      api.get<VendorOfferList>(`/api/associate/products/${encodeURIComponent(productId)}/vendor-offers`, {
        signal,
      }),
  });
}

/** POST /api/associate/purchase-orders; the purchasing lists refresh. */
export function useRaisePurchaseOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RaisePurchaseOrderInput) =>
      api.post<PurchaseOrder>('/api/associate/purchase-orders', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchasingQueryKey }),
  });
}

/** Purchase orders raised or changed elsewhere (another associate, the vendor) and stock moves refresh the lists. */
export function useLivePurchasing() {
  useLiveInvalidate({
    events: ['purchase_order.changed', 'product.stock', 'vendor_offer.changed'],
    queryKeys: [purchasingQueryKey],
  });
}

/** Finance marks a vendor's invoice paid (POST /api/associate/vendor-payments/:id/paid). */
export function useMarkPaymentPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, body }: { paymentId: string; body: MarkPaymentPaidInput }) =>
      api.post<PaidPayment>(`/api/associate/vendor-payments/${encodeURIComponent(paymentId)}/paid`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: purchasingQueryKey }),
  });
}

/** Every vendor's invoices, one page, optionally one status (finance and admins; Vendor Administration). */
export function staffVendorPaymentsQueryOptions(query: { status?: VendorPaymentStatus; page: number }) {
  const search = new URLSearchParams({ page: String(query.page) });
  if (query.status) search.set('status', query.status);
  return queryOptions({
    queryKey: [...purchasingQueryKey, 'vendor-payments', query],
    queryFn: ({ signal }) =>
      api.get<StaffVendorPaymentList>(`/api/associate/vendor-payments?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const staffVendorInvoiceHref = (paymentId: string) =>
  `/api/associate/vendor-payments/${encodeURIComponent(paymentId)}/invoice`;

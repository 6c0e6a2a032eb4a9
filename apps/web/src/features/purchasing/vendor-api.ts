import type {
  PurchaseOrderAnswer,
  RespondToPurchaseOrderInput,
  UpdateShipmentInput,
  VendorPaymentList,
  VendorPurchaseOrderList,
  VendorShipment,
  VendorShipmentList,
} from '@party/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { IdempotentSubmission } from '@/lib/use-idempotent-submit';
import { useLiveInvalidate } from '@/lib/use-live-invalidate';

/** The vendor's purchase orders, shipments and payments: one key, since each change moves all three. */
export const vendorPurchasingKey = ['vendor', 'purchasing'] as const;

export function vendorPurchaseOrdersQueryOptions(queryString: string) {
  return queryOptions({
    queryKey: [...vendorPurchasingKey, 'orders', queryString],
    queryFn: ({ signal }) =>
      api.get<VendorPurchaseOrderList>(`/api/vendor/purchase-orders?${queryString}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function vendorShipmentsQueryOptions(queryString: string) {
  return queryOptions({
    queryKey: [...vendorPurchasingKey, 'shipments', queryString],
    queryFn: ({ signal }) => api.get<VendorShipmentList>(`/api/vendor/shipments?${queryString}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function vendorPaymentsQueryOptions(queryString: string) {
  return queryOptions({
    queryKey: [...vendorPurchasingKey, 'payments', queryString],
    queryFn: ({ signal }) => api.get<VendorPaymentList>(`/api/vendor/payments?${queryString}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const vendorInvoiceHref = (paymentId: string) =>
  `/api/vendor/payments/${encodeURIComponent(paymentId)}/invoice`;

/** POST …/respond with an Idempotency-Key: a retried answer is replayed, never sent twice. */
export function useRespondToPurchaseOrder(purchaseOrderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: IdempotentSubmission<RespondToPurchaseOrderInput>) =>
      api.post<PurchaseOrderAnswer>(
        `/api/vendor/purchase-orders/${encodeURIComponent(purchaseOrderId)}/respond`,
        body,
        { headers: { 'Idempotency-Key': idempotencyKey } },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorPurchasingKey }),
  });
}

export function useUpdateShipment(shipmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateShipmentInput) =>
      api.patch<VendorShipment>(`/api/vendor/shipments/${encodeURIComponent(shipmentId)}`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorPurchasingKey }),
  });
}

/** A PO raised, a shipment moved or an invoice paid elsewhere refreshes the vendor's screens. */
export function useLiveVendorPurchasing() {
  useLiveInvalidate({ events: ['purchase_order.changed'], queryKeys: [vendorPurchasingKey] });
}

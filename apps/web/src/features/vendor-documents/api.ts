import type {
  StaffVendorDocumentList,
  VendorDocument,
  VendorDocumentFields,
  VendorDocumentList,
  VendorDocumentStatus,
} from '@party/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLiveInvalidate } from '@/lib/use-live-invalidate';

export const vendorDocumentsQueryKey = ['vendor', 'documents'] as const;

/** The vendor's Document Library with its four counters and the upload limit. */
export function vendorDocumentsQueryOptions() {
  return queryOptions({
    queryKey: vendorDocumentsQueryKey,
    queryFn: ({ signal }) => api.get<VendorDocumentList>('/api/vendor/documents', { signal }),
  });
}

export function vendorDocumentFileUrl(id: string): string {
  return `/api/vendor/documents/${encodeURIComponent(id)}/file`;
}

/** POST /api/vendor/documents as multipart/form-data: the details first, then the file (streamed by the server). */
export function useUploadVendorDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, ...fields }: VendorDocumentFields & { file: File }) => {
      const form = new FormData();
      form.append('documentName', fields.documentName);
      form.append('documentType', fields.documentType);
      if (fields.expiryDate) form.append('expiryDate', fields.expiryDate);
      form.append('file', file, file.name);
      return api.post<VendorDocument>('/api/vendor/documents', form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorDocumentsQueryKey }),
  });
}

/** An admin's verify or reject reaches the open Documents screen live. */
export function useLiveVendorDocuments() {
  useLiveInvalidate({ events: ['vendor_document.changed'], queryKeys: [vendorDocumentsQueryKey] });
}

export const staffVendorDocumentsQueryKey = ['staff', 'vendor-documents'] as const;

/** Every vendor's documents, one page, optionally one status (admins only: they read and review them). */
export function staffVendorDocumentsQueryOptions(query: { status?: VendorDocumentStatus; page: number }) {
  const search = new URLSearchParams({ page: String(query.page) });
  if (query.status) search.set('status', query.status);
  return queryOptions({
    queryKey: [...staffVendorDocumentsQueryKey, query],
    queryFn: ({ signal }) =>
      api.get<StaffVendorDocumentList>(`/api/admin/vendor-documents?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function staffVendorDocumentFileUrl(id: string): string {
  return `/api/admin/vendor-documents/${encodeURIComponent(id)}/file`;
}

/** An admin verifies a document, or rejects it with the reason the vendor reads. */
export function useReviewVendorDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input: { id: string; decision: 'verify' } | { id: string; decision: 'reject'; reason: string },
    ) =>
      api.post<VendorDocument>(
        `/api/admin/vendor-documents/${encodeURIComponent(input.id)}/${input.decision}`,
        input.decision === 'reject' ? { reason: input.reason } : undefined,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffVendorDocumentsQueryKey }),
  });
}

/** A vendor's upload or another admin's review refreshes the review list. */
export function useLiveStaffVendorDocuments() {
  useLiveInvalidate({ events: ['vendor_document.changed'], queryKeys: [staffVendorDocumentsQueryKey] });
}

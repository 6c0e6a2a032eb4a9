import type { VendorDocument, VendorDocumentFields, VendorDocumentList } from '@party/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
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

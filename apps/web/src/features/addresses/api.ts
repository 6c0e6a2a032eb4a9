import type { AddressInput, AddressUpdate, PartnerAddress, PartnerAddressList } from '@party/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const addressesQueryKey = ['partner', 'addresses'] as const;

/** The partner's saved delivery addresses, the default first. */
export const addressesQueryOptions = queryOptions({
  queryKey: addressesQueryKey,
  queryFn: ({ signal }) => api.get<PartnerAddressList>('/api/partner/addresses', { signal }),
});

export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddressInput) => api.post<PartnerAddress>('/api/partner/addresses', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: AddressUpdate & { id: string }) =>
      api.patch<PartnerAddress>(`/api/partner/addresses/${encodeURIComponent(id)}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<PartnerAddressList>(`/api/partner/addresses/${encodeURIComponent(id)}`),
    onSuccess: (list) => queryClient.setQueryData(addressesQueryKey, list),
  });
}

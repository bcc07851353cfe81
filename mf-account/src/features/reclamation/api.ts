import {
  type ComplaintRequest,
  complaintApi,
  complaintKeys,
  type Language,
  storesByName,
} from '@shop/shared-contracts';
import { sharedQueries } from '@shop/shared-contracts/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { logUnexpectedFailure } from '../../lib/log-failure';

/**
 * The stores of the resource lists the shell loaded, by name in the page's language: the same
 * query, no second request.
 */
export const useStores = (language: Language) =>
  useQuery({
    ...sharedQueries.resources(language),
    select: (resources) => storesByName(resources, language),
  });

/** A logged-in customer's orders and rows the form can start from. */
export const useComplaintOrders = (isLoggedIn: boolean) =>
  useQuery({
    queryKey: complaintKeys.orders(),
    queryFn: ({ signal }) => complaintApi.complaintOrders(signal),
    enabled: isLoggedIn,
  });

/** The logged-in customer's complaints with their status. */
export const useMyComplaints = () =>
  useQuery({
    queryKey: complaintKeys.mine(),
    queryFn: ({ signal }) => complaintApi.myComplaints(signal),
  });

/** Uploads one photo as its raw bytes; answers its token. */
export const useUploadComplaintPhoto = () =>
  useMutation({
    mutationFn: (photo: Blob) => complaintApi.uploadComplaintPhoto(photo),
    onError: logUnexpectedFailure('Uploading a complaint photo'),
  });

/** Files the complaint; the customer's list shows it next time. */
export const useFileComplaint = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (complaint: ComplaintRequest) => complaintApi.fileComplaint(complaint),
    onSuccess: () => client.invalidateQueries({ queryKey: complaintKeys.mine() }),
    onError: logUnexpectedFailure('Filing the complaint'),
  });
};

/** Staff: every complaint, or the selected customer's. */
export const useStaffComplaints = (customerId: number | null) =>
  useQuery({
    queryKey: complaintKeys.staff(customerId),
    queryFn: ({ signal }) => complaintApi.allComplaints(customerId, signal),
  });

/** Staff: one complaint with its photos' paths, fetched when it is opened. */
export const useComplaintDetail = (id: number) =>
  useQuery({
    queryKey: complaintKeys.detail(id),
    queryFn: ({ signal }) => complaintApi.complaint(id, signal),
  });

/** A complaint photo's bytes: the photos need the login, which an `<img src>` cannot send. */
export const useComplaintPhoto = (url: string) =>
  useQuery({
    queryKey: complaintKeys.photo(url),
    queryFn: ({ signal }) => complaintApi.complaintPhoto(url, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

import type {
  ComplaintRequest,
  complaintCreatedSchema,
  complaintDetailSchema,
  complaintListResponseSchema,
  complaintOrdersResponseSchema,
  complaintPhotoUploadedSchema,
  complaintStaffListResponseSchema,
} from '../api/complaints.js';
import type { ApiClient } from './api-client.js';

/** The complaint calls by name (platform §3 complaint form), spread into `createShopApi`. */
export function complaintCalls(client: ApiClient) {
  return {
    /** Uploads one photo (the raw JPEG, PNG or WebP bytes); attach it by its token. */
    uploadComplaintPhoto: (photo: Blob, signal?: AbortSignal) =>
      client.post<typeof complaintPhotoUploadedSchema>('/api/complaints/photos/', {
        body: photo,
        signal,
      }),
    /** Files a complaint with its uploaded photos; the customer gets its number by email. */
    fileComplaint: (body: ComplaintRequest, signal?: AbortSignal) =>
      client.post<typeof complaintCreatedSchema>('/api/complaints/', { body, signal }),
    /** Logged in: the customer's complaints with their status, newest first. */
    myComplaints: (signal?: AbortSignal) =>
      client.get<typeof complaintListResponseSchema>('/api/complaints/mine/', { signal }),
    /** Logged in: the customer's orders and rows a complaint can start from. */
    complaintOrders: (signal?: AbortSignal) =>
      client.get<typeof complaintOrdersResponseSchema>('/api/complaints/orders/', { signal }),
    /** Staff: every complaint, or one customer's, newest first. */
    allComplaints: (customerId?: number | null, signal?: AbortSignal) =>
      client.get<typeof complaintStaffListResponseSchema>('/api/complaints/', {
        query: { customer: customerId ?? undefined },
        signal,
      }),
    /** Staff: one complaint with its photos; 404 'Complaint could not be found.' */
    complaint: (id: number, signal?: AbortSignal) =>
      client.get<typeof complaintDetailSchema>(`/api/complaints/${id}`, { signal }),
    /** The complainant or staff: a photo's bytes, from a path the complaint lists. */
    complaintPhoto: (url: string, signal?: AbortSignal) => client.getBlob(url, { signal }),
  };
}

/** Query keys of the complaint calls; every key starts with `'complaints'`. */
export const complaintKeys = {
  all: ['complaints'] as const,
  mine: () => ['complaints', 'mine'] as const,
  orders: () => ['complaints', 'orders'] as const,
  staff: (customerId: number | null) => ['complaints', 'staff', customerId] as const,
  detail: (id: number) => ['complaints', 'detail', id] as const,
  photo: (url: string) => ['complaints', 'photo', url] as const,
};

import type {
  ComplaintRequest,
  complaintCreatedSchema,
  complaintDetailSchema,
  complaintListResponseSchema,
  complaintOrdersResponseSchema,
  complaintPhotoUploadedSchema,
  complaintStaffListResponseSchema,
} from '../api/complaints.js';
import { apiCall } from './api-call.js';

// The complaint calls of platform §3's complaint form, one export each (`complaintApi.name(...)`).

/** Uploads one photo (the raw JPEG, PNG or WebP bytes); attach it by its token. */
export const uploadComplaintPhoto = /* @__PURE__ */ apiCall(
  (client) => (photo: Blob, signal?: AbortSignal) =>
    client.post<typeof complaintPhotoUploadedSchema>('/api/complaints/photos/', {
      body: photo,
      signal,
    }),
);

/** Files a complaint with its uploaded photos; the customer gets its number by email. */
export const fileComplaint = /* @__PURE__ */ apiCall(
  (client) => (body: ComplaintRequest, signal?: AbortSignal) =>
    client.post<typeof complaintCreatedSchema>('/api/complaints/', { body, signal }),
);

/** Logged in: the customer's complaints with their status, newest first. */
export const myComplaints = /* @__PURE__ */ apiCall(
  (client) => (signal?: AbortSignal) =>
    client.get<typeof complaintListResponseSchema>('/api/complaints/mine/', { signal }),
);

/** Logged in: the customer's orders and rows a complaint can start from. */
export const complaintOrders = /* @__PURE__ */ apiCall(
  (client) => (signal?: AbortSignal) =>
    client.get<typeof complaintOrdersResponseSchema>('/api/complaints/orders/', { signal }),
);

/** Staff: every complaint, or one customer's, newest first. */
export const allComplaints = /* @__PURE__ */ apiCall(
  (client) => (customerId?: number | null, signal?: AbortSignal) =>
    client.get<typeof complaintStaffListResponseSchema>('/api/complaints/', {
      query: { customer: customerId ?? undefined },
      signal,
    }),
);

/** Staff: one complaint with its photos; 404 'Complaint could not be found.' */
export const complaint = /* @__PURE__ */ apiCall(
  (client) => (id: number, signal?: AbortSignal) =>
    client.get<typeof complaintDetailSchema>(`/api/complaints/${id}`, { signal }),
);

/** The complainant or staff: a photo's bytes, from a path the complaint lists. */
export const complaintPhoto = /* @__PURE__ */ apiCall(
  (client) => (url: string, signal?: AbortSignal) => client.getBlob(url, { signal }),
);

/** Query keys of the complaint calls; every key starts with `'complaints'`. */
export const complaintKeys = {
  all: ['complaints'] as const,
  mine: () => ['complaints', 'mine'] as const,
  orders: () => ['complaints', 'orders'] as const,
  staff: (customerId: number | null) => ['complaints', 'staff', customerId] as const,
  detail: (id: number) => ['complaints', 'detail', id] as const,
  photo: (url: string) => ['complaints', 'photo', url] as const,
};

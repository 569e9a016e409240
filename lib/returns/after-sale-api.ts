import { orderHeaders } from '@contract/calls/orders';
import {
  AfterSaleSlipResponseSchema,
  OrderAccessResponseSchema,
  RefundShippingMethodListResponseSchema,
  type AfterSaleAddressBody,
  type ComplaintPhotoBody,
  type OrderAccessBody,
} from '@contract/calls/after-sale';
import {
  ComplaintListResponseSchema,
  ComplaintResponseSchema,
  type CreateComplaintBody,
  type PatchComplaintBody,
  type PutComplaintItemsBody,
} from '@contract/calls/complaints';
import {
  RefundListResponseSchema,
  RefundResponseSchema,
  type PatchRefundBody,
  type PutRefundItemsBody,
} from '@contract/calls/refunds';
import type { AddressType } from '@contract/codes/address-types';
import { ComplaintPhotoSchema } from '@contract/entities/after-sale';
import type { ApiClient } from '@/lib/api/api-client';

/**
 * The return and complaint calls (docs/returns-and-complaints.md). A signed-in customer's go with
 * the session's bearer (the browser client adds it); a guest's carry the order's token in
 * `X-Order-Token`, obtained with the order number and e-mail (`proveOrder`).
 */

/** Who asks: the signed-in customer (null), or a guest with the order's token. */
export type AfterSaleAccess = { guestToken: string } | null;

export type AfterSaleKind = 'refund' | 'complaint';

const endpoint = { refund: 'refunds', complaint: 'complaints' } as const;

const headersOf = (access: AfterSaleAccess) =>
  access ? { headers: { [orderHeaders.orderToken]: access.guestToken } } : {};

export const proveOrder = (api: ApiClient, body: OrderAccessBody) =>
  api.post(OrderAccessResponseSchema, 'order-access', { body });

export const listRefunds = (api: ApiClient, page: number, signal?: AbortSignal) =>
  api.get(RefundListResponseSchema, 'refunds', { search: { page: String(page), per_page: '20' }, signal });

export const listComplaints = (api: ApiClient, page: number, signal?: AbortSignal) =>
  api.get(ComplaintListResponseSchema, 'complaints', { search: { page: String(page), per_page: '20' }, signal });

export const startRefund = (api: ApiClient, access: AfterSaleAccess, orderId: number) =>
  api.post(RefundResponseSchema, 'refunds', { body: { order_id: orderId, is_withdrawal: true }, ...headersOf(access) });

export const startComplaint = (api: ApiClient, access: AfterSaleAccess, body: CreateComplaintBody) =>
  api.post(ComplaintResponseSchema, 'complaints', { body, ...headersOf(access) });

export const getRefund = (api: ApiClient, access: AfterSaleAccess, id: number, signal?: AbortSignal) =>
  api.get(RefundResponseSchema, 'refunds', { id, signal, ...headersOf(access) });

export const getComplaint = (api: ApiClient, access: AfterSaleAccess, id: number, signal?: AbortSignal) =>
  api.get(ComplaintResponseSchema, 'complaints', { id, signal, ...headersOf(access) });

export const refundShippingMethods = (api: ApiClient, access: AfterSaleAccess, id: number, signal?: AbortSignal) =>
  api.get(RefundShippingMethodListResponseSchema, 'refunds', {
    params: [id, 'shipping-methods'],
    signal,
    ...headersOf(access),
  });

export const putRefundItems = (api: ApiClient, access: AfterSaleAccess, id: number, body: PutRefundItemsBody) =>
  api.put(RefundResponseSchema, 'refunds', { params: [id, 'items'], body, ...headersOf(access) });

export const patchRefund = (api: ApiClient, access: AfterSaleAccess, id: number, body: PatchRefundBody) =>
  api.patch(RefundResponseSchema, 'refunds', { id, body, ...headersOf(access) });

export const putRefundAddress = (
  api: ApiClient,
  access: AfterSaleAccess,
  id: number,
  type: AddressType,
  body: AfterSaleAddressBody,
) => api.put(RefundResponseSchema, 'refunds', { params: [id, 'addresses', type], body, ...headersOf(access) });

export const putComplaintItems = (api: ApiClient, access: AfterSaleAccess, id: number, body: PutComplaintItemsBody) =>
  api.put(ComplaintResponseSchema, 'complaints', { params: [id, 'items'], body, ...headersOf(access) });

export const patchComplaint = (api: ApiClient, access: AfterSaleAccess, id: number, body: PatchComplaintBody) =>
  api.patch(ComplaintResponseSchema, 'complaints', { id, body, ...headersOf(access) });

export const addComplaintPhoto = (api: ApiClient, access: AfterSaleAccess, id: number, body: ComplaintPhotoBody) =>
  api.post(ComplaintPhotoSchema, 'complaints', { params: [id, 'photos'], body, ...headersOf(access) });

export const submitRefund = (api: ApiClient, access: AfterSaleAccess, id: number) =>
  api.post(RefundResponseSchema, 'refunds', { params: [id, 'submit'], ...headersOf(access) });

export const submitComplaint = (api: ApiClient, access: AfterSaleAccess, id: number) =>
  api.post(ComplaintResponseSchema, 'complaints', { params: [id, 'submit'], ...headersOf(access) });

/** The slip: with the signed link's query (a mail's link), else the bearer or the guest's token. */
export const getSlip = (
  api: ApiClient,
  access: AfterSaleAccess,
  kind: AfterSaleKind,
  id: number,
  signed: { expires?: string; signature?: string },
  signal?: AbortSignal,
) =>
  api.get(AfterSaleSlipResponseSchema, endpoint[kind], {
    params: [id, 'slip'],
    search: signed.expires && signed.signature ? { expires: signed.expires, signature: signed.signature } : {},
    signal,
    ...headersOf(access),
  });

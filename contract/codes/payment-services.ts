/** Payment services (0–8) as the data catalogue numbers them. */
export const paymentServices = {
  none: 0,
  bankTransaction: 1,
  webPayment: 2,
  carrier: 3,
  goPay: 4,
  pickupPayment: 5,
  invoicePayment: 6,
  pays: 7,
  csob: 8,
} as const;
export type PaymentService = (typeof paymentServices)[keyof typeof paymentServices];

/** What the GoPay adapter needs (docs/orders-and-payments.md, "GoPay"): all four settings, or none. */
export interface GoPaySettings {
  /** The point of sale's GoID (`target.goid`). */
  goid: string;
  clientId: string;
  clientSecret: string;
  /** GoPay's REST API: `https://gw.sandbox.gopay.com/api` (test) or `https://gate.gopay.cz/api`. */
  apiUrl: string;
}

export const gopaySettingNames = ['GOPAY_GOID', 'GOPAY_CLIENT_ID', 'GOPAY_CLIENT_SECRET', 'GOPAY_API_URL'] as const;

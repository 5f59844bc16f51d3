// The ways an open invoice can be paid on /invoice-reminder (decision 0044); shared by the page and the provider.
export const PAYMENT_METHODS = ["ideal", "card"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

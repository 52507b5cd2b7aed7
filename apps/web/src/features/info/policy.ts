// The store's policy facts (spec section 9), stated once for every page that quotes them.
export const POLICY = {
  cancellationWindowHours: 24,
  refundBusinessDays: 7,
  processingBusinessDays: '7-8',
  shippingMethods: ['Standard', 'Express'],
} as const;

// The three plans a new shop starts with (DESIGN.md decision 7).
export const DEFAULT_PRICING_PLANS = [
  {
    name: 'Orbit',
    price: 499,
    period: 'hour',
    features: ['One gaming pod', 'High-refresh display', 'Noise-cancelling headset', 'Free Wi-Fi'],
  },
  {
    name: 'Nebula',
    price: 1999,
    period: 'night',
    features: ['Pod from 10 pm to 8 am', 'Recliner seat and blanket', 'Unlimited snacks and drinks', 'Free Wi-Fi'],
  },
  {
    name: 'Galaxy',
    price: 9999,
    period: 'week',
    features: ['Seven days of pod time', 'Reserved pod of your choice', '10% off all merch', 'Priority support'],
  },
] as const;

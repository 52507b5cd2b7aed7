// The shop's e-mails as the back office lists them (issue 24): what kinds there are, where each one stands.

export const EMAIL_KINDS = [
  'order_placed',
  'order_processing',
  'order_completed',
  'order_cancelled',
  'order_tracking',
  'payment_received',
  'payment_refunded',
  'contact_ack',
  'contact_notice',
  'password_reset',
  'password_changed',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export const EMAIL_KIND_LABELS: Record<EmailKind, string> = {
  order_placed: 'Order placed',
  order_processing: 'Order processing',
  order_completed: 'Order delivered',
  order_cancelled: 'Order cancelled',
  order_tracking: 'Tracking number',
  payment_received: 'Payment received',
  payment_refunded: 'Refund',
  contact_ack: 'Contact: acknowledgement',
  contact_notice: 'Contact: notice to the shop',
  password_reset: 'Password reset',
  password_changed: 'Password changed',
};

/**
 * pending (waiting for its turn or for SMTP to come back), sending (a worker has it), sent (SMTP accepted it),
 * kept (no SMTP_URL: kept here instead of sent), failed (SMTP refused it for good, or every retry failed).
 */
export const EMAIL_STATUSES = ['pending', 'sending', 'sent', 'kept', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const EMAIL_STATUS_LABELS: Record<EmailStatus, string> = {
  pending: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  kept: 'Kept (no SMTP)',
  failed: 'Failed',
};

export const EMAIL_MESSAGES = {
  notFound: 'E-mail not found',
  fetchFailed: 'Failed to fetch e-mails',
  resent: 'The e-mail will be sent again',
  resendFailed: 'Failed to send the e-mail again',
  notResendable: 'Only a failed e-mail can be sent again',
  noneFound: 'No e-mails found',
} as const;

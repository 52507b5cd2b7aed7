export const CONTACT_SUBJECTS = ['General Inquiry', 'Support', 'Other'] as const;

/** The columns the contacts list sorts by: ?sort=-createdAt (newest first, the default), fullName. */
export const CONTACT_SORT_KEYS = ['createdAt', 'fullName'] as const;

export const CONTACT_MESSAGES = {
  sent: 'Your message has been sent!',
  sendFailed: 'Failed to send message.',
  notFound: 'Contact not found',
  deleted: 'Contact deleted successfully',
  fetchFailed: 'Failed to fetch contacts',
  deleteFailed: 'Failed to delete contact',
  noneFound: 'No contacts found',
  confirmDelete: 'Are you sure you want to delete this contact?',
} as const;

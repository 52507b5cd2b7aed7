/** The columns the pods list sorts by (?sort=name, ?sort=-price); newest first by default. */
export const POD_SORT_KEYS = ['name', 'size', 'price', 'createdAt'] as const;

export const POD_MESSAGES = {
  notFound: 'Pod not found',
  changed: 'This pod changed since you opened it',
  created: 'Pod added successfully',
  updated: 'Pod updated successfully',
  deleted: 'Pod deleted successfully',
  fetchFailed: 'Failed to fetch pods',
  addFailed: 'Failed to add pod',
  updateFailed: 'Failed to update pod',
  deleteFailed: 'Failed to delete pod',
  confirmDelete: 'Are you sure you want to delete this pod?',
  notFoundTitle: 'Space Pod Not Found',
  noneFound: 'No pods found.',
  comingSoon: 'Coming Soon',
  stayTuned: 'Stay Tuned for more info',
  priceOnRequest: 'Price on request',
  sizeUnknown: 'Size: N/A',
} as const;

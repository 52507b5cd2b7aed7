export const USERS_PAGE_SIZE = 100;

export const USER_MESSAGES = {
  notFound: 'User not found',
  created: 'User added successfully',
  updated: 'User updated successfully',
  deleted: 'User deleted successfully',
  passwordChanged: 'Password changed successfully',
  cannotDeleteSelf: 'You cannot delete your own account',
  cannotDeactivateSelf: 'You cannot deactivate your own account',
  cannotDemoteSelf: 'You cannot remove your own admin role',
  lastAdmin: 'The shop needs at least one active admin: make another user an admin first',
  changed: 'This user changed since you opened it',
  wrongCurrentPassword: 'Current password is incorrect',
  passwordsDoNotMatch: 'New passwords do not match',
  fetchFailed: 'Failed to fetch users',
  addFailed: 'Failed to add user',
  updateFailed: 'Failed to update user',
  deleteFailed: 'Failed to delete user',
  changePasswordFailed: 'Failed to change password',
  confirmDelete: 'Are you sure you want to delete this user?',
  pleaseLogIn: 'Please log in again',
  noPermissionToAdd: 'You do not have permission to add users',
} as const;

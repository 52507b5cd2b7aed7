export const ROLES = ['user', 'admin'] as const;

export const MIN_PASSWORD_LENGTH = 6;

export const MAX_PASSWORD_LENGTH = 128;

/** The longest e-mail address (RFC 5321's path limit less its angle brackets). */
export const MAX_EMAIL_LENGTH = 254;

export const TOKEN_STORAGE_KEY = 'token';

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  inactive: 'This account has been deactivated',
  emailTaken: 'A user with this email already exists',
  unauthenticated: 'Authentication required',
  tokenInvalid: 'Invalid or expired token',
  forbidden: 'Admin access required',
  loggedOut: 'Logged out successfully',
  loginFailed: 'Login failed',
  loginFailedRetry: 'Login failed. Please try again.',
  registrationFailed: 'Registration failed',
  tokenNotFound: 'Authentication token not found',
  tooManyAttempts: 'Too many requests, please try again later.',
  forgotPassword: 'Forgot password?',
  resetRequested: 'If an account exists for that e-mail address, we have sent it a link to reset the password.',
  resetRequestFailed: 'Could not send the reset link. Please try again.',
  resetDone: 'Your password has been reset. You can sign in with it now.',
  resetInvalid: 'This reset link is invalid, used or expired. Please ask for a new one.',
  resetFailed: 'Could not reset the password. Please try again.',
} as const;

/** How long a password reset link works (OWASP ASVS 5.0: short-lived, single use). */
export const PASSWORD_RESET_MINUTES = 30;

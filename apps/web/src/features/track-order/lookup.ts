// What the tracking page looks up and what it says when a lookup fails.
import type { TrackOrderQuery } from '@astroden/shared';
import { AUTH_MESSAGES, ORDER_MESSAGES } from '@astroden/shared/constants';
import { ApiError, errorMessage } from '../../lib/api-client.ts';

/** The order an e-mail's signed link opens (?orderId=&token=), or null when the URL does not hold both. */
export function linkLookup(params: URLSearchParams): TrackOrderQuery | null {
  const orderId = params.get('orderId')?.trim();
  const token = params.get('token')?.trim();
  return orderId && token ? { orderId, token } : null;
}

export function sameLookup(a: TrackOrderQuery | null, b: TrackOrderQuery | null): boolean {
  return a?.orderId === b?.orderId && a?.email === b?.email && a?.token === b?.token;
}

/**
 * One answer for every miss (an unknown order, a wrong e-mail, a bad or expired link), the rate limit's words,
 * and otherwise a failure worth trying again.
 */
export function lookupFailure(error: unknown): { message: string; canRetry: boolean } {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return { message: ORDER_MESSAGES.trackNotFound, canRetry: false };
  }
  if (error instanceof ApiError && error.status === 429) {
    return { message: errorMessage(error, AUTH_MESSAGES.tooManyAttempts), canRetry: false };
  }
  return { message: ORDER_MESSAGES.trackFailed, canRetry: true };
}

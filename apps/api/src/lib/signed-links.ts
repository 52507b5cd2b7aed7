// Links the shop signs (decision 018): a tracking link in an order's e-mails opens the order without its e-mail
// address, and a password reset token rides in the outbox sealed (AES-256-GCM) until it is sent. Both keys are
// derived from the JWT secret, each for its one use.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { TRACKING_LINK_DAYS } from '@astroden/shared';

const DAY_MS = 86_400_000;

export interface LinkSigner {
  /** A token for the order's tracking link, valid TRACKING_LINK_DAYS from now: `<expiry day>.<signature>`. */
  trackingToken(orderNumber: string, now?: number): string;
  verifyTrackingToken(orderNumber: string, token: string, now?: number): boolean;
  seal(secret: string): string;
  /** The sealed text, or null when it was not sealed with this key (or was tampered with). */
  unseal(sealed: string): string | null;
}

export function createLinkSigner(secret: string): LinkSigner {
  const key = (use: string) => Buffer.from(hkdfSync('sha256', secret, 'astroden', use, 32));
  const trackingKey = key('tracking-link');
  const sealKey = key('outbox-seal');
  const sign = (orderNumber: string, expiryDay: number) =>
    createHmac('sha256', trackingKey).update(`${orderNumber.toUpperCase()}.${expiryDay}`).digest('base64url');
  return {
    trackingToken(orderNumber, now = Date.now()) {
      const expiryDay = Math.floor(now / DAY_MS) + TRACKING_LINK_DAYS;
      return `${expiryDay}.${sign(orderNumber, expiryDay)}`;
    },
    verifyTrackingToken(orderNumber, token, now = Date.now()) {
      const match = /^(\d{1,7})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return false;
      const expiryDay = Number(match[1]);
      const expected = Buffer.from(sign(orderNumber, expiryDay));
      const given = Buffer.from(match[2]!);
      return timingSafeEqual(expected, given) && expiryDay >= Math.floor(now / DAY_MS);
    },
    seal(text) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
    },
    unseal(sealed) {
      const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !body || iv.length !== 12 || tag.length !== 16) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', sealKey, iv);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

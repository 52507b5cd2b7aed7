import type { User } from '@astroden/shared';
import type { AuthUser } from '../../plugins/auth.ts';

/** The public shape of a user (spec section 3): never the password hash. */
export function toUser(row: AuthUser): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    mobile_number: row.mobileNumber,
    role: row.role,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

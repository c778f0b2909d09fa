import type { UserContract } from '../../../domain/contracts/auth';
import type { NotifyPreferences } from '../../../domain/contracts/push';
import { formatApiDateTime } from '../../../domain/date-time';
import type { AuthUser } from '../../lib/request-auth';
import type { findUserLocations } from './service';

export type UserResponse = UserContract;

/**
 * The user as the API shows it (PRODUCT.md field names), with their authorized locations and
 * notification preferences: the caller reads those (the preferences belong to push).
 */
export function presentUser(
  user: AuthUser,
  locations: Awaited<ReturnType<typeof findUserLocations>>,
  notify: NotifyPreferences,
  zone: string,
): UserResponse {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    language: user.language,
    is_admin: user.isAdmin,
    locations: locations.map((l) => ({
      id: l.id,
      title: l.title,
      address: l.address,
      added_at: formatApiDateTime(l.addedAt, zone),
    })),
    notify,
  };
}

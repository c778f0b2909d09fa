import type { UserContract } from '../../../domain/contracts/auth';
import { formatApiDateTime } from '../../../domain/date-time';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/request-auth';
import { findPreferences } from '../push/index';
import { findUserLocations } from './repository';

export type UserResponse = UserContract;

/** The user as the API shows it (PRODUCT.md field names), with their authorized locations. */
export async function presentUser(db: Db, user: AuthUser, zone: string): Promise<UserResponse> {
  const [locations, notify] = await Promise.all([findUserLocations(db, user.id), findPreferences(db, user.id)]);
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

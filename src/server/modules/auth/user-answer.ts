import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/request-auth';
import { findPreferences } from '../push/index';
import type { UserContract } from '../../../domain/contracts/auth';
import { findUserLocations, presentUser } from '../users/index';

/** The signed-in user's answer: the account, its authorized locations and its notification choices. */
export async function userAnswer(db: Db, user: AuthUser, zone: string): Promise<UserContract> {
  const [locations, notify] = await Promise.all([findUserLocations(db, user.id), findPreferences(db, user.id)]);
  return presentUser(user, locations, notify, zone);
}

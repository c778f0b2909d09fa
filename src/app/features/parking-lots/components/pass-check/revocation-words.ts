import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RevocationReason } from '../../../../../domain/pass-revocation';

/** Why a pass stopped being good, with the time as {time}: the verdict card's detail. */
export const revocationWords: Record<RevocationReason, MessageDescriptor> = {
  reported_occupied: msg({ message: 'Reported as taken at {time}' }),
  reported_blocked: msg({ message: 'Reported as blocked at {time}' }),
  reported_unsafe: msg({ message: 'Reported as unsafe at {time}' }),
  reported_other: msg({ message: 'Reported unusable at {time}' }),
  cancelled_by_driver: msg({ message: 'Cancelled by the driver at {time}' }),
  cancelled_by_owner: msg({ message: 'Cancelled by you at {time}' }),
  cancelled_by_admin: msg({ message: 'Cancelled by an administrator at {time}' }),
  finished_early: msg({ message: 'The driver finished it at {time}' }),
};

import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CompassPoint } from '../orientation';

/** Short compass point names as drawn on the dial ("V" for vest in Romanian). */
export const compassShort: Record<CompassPoint, MessageDescriptor> = {
  N: msg({ message: 'N', context: 'compass north' }),
  NE: msg({ message: 'NE', context: 'compass north-east' }),
  E: msg({ message: 'E', context: 'compass east' }),
  SE: msg({ message: 'SE', context: 'compass south-east' }),
  S: msg({ message: 'S', context: 'compass south' }),
  SW: msg({ message: 'SW', context: 'compass south-west' }),
  W: msg({ message: 'W', context: 'compass west' }),
  NW: msg({ message: 'NW', context: 'compass north-west' }),
};

import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AccessType, EnteringType } from '../api/parking-lot-types';

export const enteringTypeLabels: Record<EnteringType, MessageDescriptor> = {
  normal: msg`Normal`,
  long_side: msg`Long side (parallel parking)`,
};

export const accessTypeLabels: Record<AccessType, MessageDescriptor> = {
  free_public: msg`Free public access`,
  public_fee: msg`Public access with a fee`,
  private: msg`Private access`,
};

// Listed here rather than imported from the domain's schemas, which would pull zod into the app.
export const enteringTypeOrder: EnteringType[] = ['normal', 'long_side'];
export const accessTypeOrder: AccessType[] = ['free_public', 'public_fee', 'private'];

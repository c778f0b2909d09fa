import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The automobile documents, by their URL segment (SPEC.md route table). */
export const documentKinds = [
  'technical-inspections',
  'insurances',
  'road-taxes',
  'first-aid-kit-reminders',
  'fire-extinguisher-reminders',
] as const;
export type DocumentKind = (typeof documentKinds)[number];

export function isDocumentKind(value: string): value is DocumentKind {
  return (documentKinds as readonly string[]).includes(value);
}

export const documentKindTitles: Record<
  DocumentKind,
  { list: MessageDescriptor; add: MessageDescriptor; edit: MessageDescriptor }
> = {
  'technical-inspections': {
    list: msg`Technical inspections`,
    add: msg`Add technical inspection`,
    edit: msg`Edit technical inspection`,
  },
  insurances: { list: msg`Insurances`, add: msg`Add insurance`, edit: msg`Edit insurance` },
  'road-taxes': { list: msg`Road taxes`, add: msg`Add road tax`, edit: msg`Edit road tax` },
  'first-aid-kit-reminders': { list: msg`First aid kits`, add: msg`Add first aid kit`, edit: msg`Edit first aid kit` },
  'fire-extinguisher-reminders': {
    list: msg`Fire extinguishers`,
    add: msg`Add fire extinguisher`,
    edit: msg`Edit fire extinguisher`,
  },
};

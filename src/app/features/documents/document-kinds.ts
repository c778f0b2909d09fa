import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaperGender } from '../../components/ui/expiry-state-pill';
import { apiKindOfRoute, documentKindNames, type RouteDocumentKind } from '../../../domain/documents';

/** The automobile documents, by their URL segment (SPEC.md route table). */
export const documentKinds = documentKindNames.map((k) => k.route) as readonly RouteDocumentKind[];
export type DocumentKind = RouteDocumentKind;

export function isDocumentKind(value: string): value is DocumentKind {
  return (documentKinds as readonly string[]).includes(value);
}

export { apiKindOfRoute };

/** The Romanian gender of each paper (inspecția, asigurarea, rovinieta, trusa: feminine; extinctorul). */
export const documentKindGender: Record<DocumentKind, PaperGender> = {
  'technical-inspections': 'feminine',
  insurances: 'feminine',
  'road-taxes': 'feminine',
  'first-aid-kit-reminders': 'feminine',
  'fire-extinguisher-reminders': 'masculine',
};

export const documentKindTitles: Record<
  DocumentKind,
  { list: MessageDescriptor; add: MessageDescriptor; edit: MessageDescriptor; empty: MessageDescriptor }
> = {
  'technical-inspections': {
    list: msg`Technical inspections`,
    add: msg`Add technical inspection`,
    edit: msg`Edit technical inspection`,
    empty: msg`No technical inspection (ITP) recorded`,
  },
  insurances: {
    list: msg`Insurances`,
    add: msg`Add insurance`,
    edit: msg`Edit insurance`,
    empty: msg`No insurance recorded`,
  },
  'road-taxes': {
    list: msg`Road taxes`,
    add: msg`Add road tax`,
    edit: msg`Edit road tax`,
    empty: msg`No road tax (rovinieta) recorded`,
  },
  'first-aid-kit-reminders': {
    list: msg`First aid kits`,
    add: msg`Add first aid kit`,
    edit: msg`Edit first aid kit`,
    empty: msg`No first aid kit recorded`,
  },
  'fire-extinguisher-reminders': {
    list: msg`Fire extinguishers`,
    add: msg`Add fire extinguisher`,
    edit: msg`Edit fire extinguisher`,
    empty: msg`No fire extinguisher recorded`,
  },
};

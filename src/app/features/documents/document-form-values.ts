import type { ApiDocumentKind } from '../../../domain/documents';
import type { AutomobileDocument, DocumentPayload } from './api/documents';

export type DocumentField =
  | 'type'
  | 'provider'
  | 'policy_number'
  | 'country_code'
  | 'itp_location'
  | 'issue_date'
  | 'valid_from'
  | 'valid_until'
  | 'expires_at'
  | 'notes';

export type DocumentValues = Record<DocumentField, string>;

/** The fields of each kind, in the order the form shows them (PRODUCT.md, Documents and licences). */
export const kindFields: Record<ApiDocumentKind, DocumentField[]> = {
  'technical-inspections': ['itp_location', 'issue_date', 'expires_at', 'notes'],
  insurances: ['type', 'provider', 'policy_number', 'country_code', 'valid_from', 'valid_until', 'notes'],
  'road-taxes': ['country_code', 'provider', 'policy_number', 'valid_from', 'valid_until', 'notes'],
  'first-aid-kits': ['expires_at', 'issue_date', 'notes'],
  'fire-extinguishers': ['expires_at', 'issue_date', 'notes'],
};

/** Fields a kind may leave empty. */
export const optionalFields: Record<ApiDocumentKind, DocumentField[]> = {
  'technical-inspections': ['notes'],
  insurances: ['notes'],
  'road-taxes': ['provider', 'policy_number', 'notes'],
  'first-aid-kits': ['issue_date', 'notes'],
  'fire-extinguishers': ['issue_date', 'notes'],
};

export function initialValues(doc: AutomobileDocument | undefined): DocumentValues {
  return {
    type: doc?.type ?? 'RCA',
    provider: doc?.provider ?? '',
    policy_number: doc?.policy_number ?? '',
    country_code: doc?.country_code ?? 'RO',
    itp_location: doc?.itp_location ?? '',
    issue_date: doc?.issue_date ?? '',
    valid_from: doc?.valid_from ?? '',
    valid_until: doc?.valid_until ?? '',
    expires_at: doc?.expires_at ?? '',
    notes: doc?.notes ?? '',
  };
}

/** Only the fields of the kind are sent. */
export function payloadOf(kind: ApiDocumentKind, values: DocumentValues): DocumentPayload {
  return Object.fromEntries(kindFields[kind].map((field) => [field, values[field]]));
}

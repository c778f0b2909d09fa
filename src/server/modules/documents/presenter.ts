import type { DocumentContract } from '../../../domain/contracts/documents';
import type { AutomobileDocument } from './repository';

export function presentDocument(doc: AutomobileDocument): DocumentContract {
  return {
    id: doc.id,
    automobile_id: doc.automobileId,
    provider: doc.provider,
    type: doc.type,
    policy_number: doc.policyNumber,
    country_code: doc.countryCode,
    valid_from: doc.validFrom,
    valid_until: doc.validUntil,
    expires_at: doc.expiresAt,
    notes: doc.notes,
    issue_date: doc.issueDate,
    itp_location: doc.itpLocation,
  };
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LotCheckVerdict } from '../../domain/pass-revocation';
import { reportReasons, type ReportReason } from '../../domain/report-rules';

/** Why a driver reported the spot taken, in words (PRODUCT.md "Trust at the lot"). Render with `i18n._`. */
export const reportReasonLabels: Record<ReportReason, MessageDescriptor> = {
  occupied: msg`Taken by another car`,
  blocked: msg`Access blocked`,
  unsafe: msg`Unsafe`,
  other: msg`Something else`,
};

const REPORTED_PREFIX = 'reported: ';

/** The reason of a cancel_reason 'reported: <reason>' (the server stores a report so), else undefined. */
export function reportedReason(cancelReason: string | null | undefined): ReportReason | undefined {
  if (!cancelReason?.startsWith(REPORTED_PREFIX)) return undefined;
  const reason = cancelReason.slice(REPORTED_PREFIX.length).trim();
  return reportReasons.find((known) => known === reason);
}

/**
 * A cancel reason as people read it: a report's stored key ('reported: occupied') becomes
 * "Spot reported: Taken by another car"; anything else is the owner's or driver's own words.
 */
export function cancelReasonText(cancelReason: string, translate: (descriptor: MessageDescriptor) => string): string {
  const reason = reportedReason(cancelReason);
  if (!reason) return cancelReason;
  const label = translate(reportReasonLabels[reason]);
  return translate(msg`Spot reported: ${label}`);
}

/** What an owner's check found (kept on the phone, and as a report's evidence), in words. Render with `i18n._`. */
export const checkVerdictLabels: Record<LotCheckVerdict, MessageDescriptor> = {
  valid: msg`pass valid`,
  not_yet: msg`pass not valid yet`,
  ended: msg`pass ended`,
  cancelled: msg`cancelled pass shown`,
  booked: msg`looked up: reserved`,
  not_booked: msg`looked up: no reservation`,
};

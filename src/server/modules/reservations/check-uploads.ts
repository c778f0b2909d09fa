import type { z } from 'zod';
import type { LotChecksResultBody, uploadLotChecksBody } from '../../../domain/contracts/pass-checks';
import { parseApiDateTime } from '../../../domain/date-time';
import type { TransitionDeps } from '../../deps';
import { notFound, validationFailed, type FieldErrors } from '../../lib/errors';
import type { AuthUser } from '../../lib/request-auth';
import {
  checkResults,
  contestableReport,
  contestWithCheck,
  insertChecks,
  reservationsOfLot,
  type NewLotCheck,
} from './check-upload-repository';
import { isRetryable } from './database-errors';
import { reportReservationEvent } from './events';
import { lotOwnerId } from './lot-check-repository';
import { passMessages as m } from './pass-messages';
import { findReservationDetail } from './repository';
import { REVOKED_PASSES_MAX_AGE_MS } from './pass-revocations';

/** A phone's clock a little ahead of the server's is still believed. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

type ParsedBody = z.output<typeof uploadLotChecksBody>;

/** Each check's time read and held to the last 30 days (not after now): 422 on `checks.<i>.checked_at`. */
function readChecks(body: ParsedBody, now: Date, zone: string): NewLotCheck[] {
  const errors: FieldErrors = {};
  const checks = body.checks.map((check, i) => {
    const at = parseApiDateTime(check.checked_at, zone);
    const problem = !at
      ? m.checkedAtInvalid
      : at.getTime() > now.getTime() + CLOCK_SKEW_MS
        ? m.checkedAtFuture
        : at.getTime() < now.getTime() - REVOKED_PASSES_MAX_AGE_MS
          ? m.checkedAtTooOld
          : undefined;
    if (problem) errors[`checks.${i}.checked_at`] = [problem];
    return {
      clientId: check.client_id,
      checkedAt: at ?? now,
      registration: check.registration,
      verdict: check.verdict,
      reservationId: check.reservation_id ?? null,
    };
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return checks;
}

/** Stores the new checks and contests, once each, the reports they are evidence against; returns the contested reservations. */
async function storeOnce(deps: TransitionDeps, ownerId: number, lotId: number, checks: NewLotCheck[], now: Date) {
  return deps.db.transaction(async (tx) => {
    const named = checks.flatMap((check) => (check.reservationId ? [check.reservationId] : []));
    const ofLot = await reservationsOfLot(tx, lotId, named);
    const rows = checks.map((check) => ({
      ...check,
      reservationId: check.reservationId && ofLot.has(check.reservationId) ? check.reservationId : null,
    }));
    const inserted = await insertChecks(tx, ownerId, lotId, rows, now);
    const contested: number[] = [];
    // Oldest first: the earliest sighting after the report is the evidence kept.
    inserted.sort((a, b) => a.checkedAt.getTime() - b.checkedAt.getTime());
    for (const check of inserted) {
      const reservationId = await contestableReport(tx, lotId, check, now);
      if (reservationId === undefined) continue;
      if (await contestWithCheck(tx, reservationId, check.id, now)) contested.push(reservationId);
    }
    return contested;
  });
}

/**
 * POST /parking-lots/{id}/checks: the owner's checks of one of their lots, kept on the device
 * (with no signal too) and sent when online. Idempotent by client_id: a check sent again is not
 * stored or counted again. A check that saw a reported reservation's car on its lot after the
 * report, inside the booked period, contests the report by itself (the check is its evidence);
 * the driver is told (the 'contested' event). Someone else's lot answers 404.
 */
export async function uploadLotChecks(
  deps: TransitionDeps,
  user: AuthUser,
  lotId: number,
  body: ParsedBody,
): Promise<LotChecksResultBody> {
  if ((await lotOwnerId(deps.db, lotId)) !== user.id) throw notFound();
  const now = deps.now();
  const checks = readChecks(body, now, deps.config.APP_TIMEZONE);
  let contested: number[] = [];
  for (let attempt = 1; ; attempt += 1) {
    try {
      contested = await storeOnce(deps, user.id, lotId, checks, now);
      break;
    } catch (err) {
      if (attempt >= 3 || !isRetryable(err)) throw err;
    }
  }
  for (const id of contested) {
    const row = await findReservationDetail(deps.db, id, now);
    if (!row) continue;
    const event = {
      type: 'contested' as const,
      reservation: row.reservation,
      ownerId: user.id,
      actorId: user.id,
      at: now,
    };
    reportReservationEvent(deps, event);
  }
  const stored = await checkResults(
    deps.db,
    user.id,
    checks.map((check) => check.clientId),
  );
  return { data: stored.map((row) => ({ client_id: row.clientId, contested_reservation_id: row.contested ?? null })) };
}

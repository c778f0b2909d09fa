import { LOT_CHECKS_PER_UPLOAD } from '../../../../domain/pass-revocation';
import { ApiError } from '../../../lib/api-error';
import { call } from '../../../lib/api-call';
import { readChecks, updateChecks, type KeptCheck } from '../../../lib/owner-device-store';

/** POST /parking-lots/{id}/checks: idempotent by client_id, so a retry after a lost answer counts once. */
export const postChecks = (lotId: number, checks: KeptCheck[]) =>
  call('POST /parking-lots/{id}/checks', {
    params: { id: lotId },
    json: {
      checks: checks.map((check) => ({
        client_id: check.clientId,
        checked_at: new Date(check.checkedAt).toISOString(),
        registration: check.registration,
        verdict: check.verdict,
        reservation_id: check.reservationId,
      })),
    },
  });

/**
 * Sends the checks kept on the device that the server does not have yet, lot by lot. A
 * lot that is no longer the owner's (404) or checks it refuses for good (422: older than 30
 * days, a clock far ahead) are marked sent, so they are not retried forever; with no
 * connection nothing changes and the next attempt sends them.
 */
export async function uploadKeptChecks(userId: number): Promise<number> {
  const pending = (await readChecks(userId)).filter((check) => !check.sent);
  const byLot = new Map<number, KeptCheck[]>();
  for (const check of pending) byLot.set(check.lotId, [...(byLot.get(check.lotId) ?? []), check]);
  let sent = 0;
  for (const [lotId, checks] of byLot) {
    for (let from = 0; from < checks.length; from += LOT_CHECKS_PER_UPLOAD) {
      const batch = checks.slice(from, from + LOT_CHECKS_PER_UPLOAD);
      const contested = new Map<string, number | null>();
      try {
        const answer = await postChecks(lotId, batch);
        for (const row of answer.data) contested.set(row.client_id, row.contested_reservation_id);
      } catch (error) {
        if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 422)) throw error;
      }
      const ids = new Set(batch.map((check) => check.clientId));
      await updateChecks(userId, (items) =>
        items.map((item) =>
          ids.has(item.clientId) ? { ...item, sent: true, contested: contested.get(item.clientId) ?? null } : item,
        ),
      );
      sent += batch.length;
    }
  }
  return sent;
}

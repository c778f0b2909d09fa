import { CompactSign, compactVerify, importJWK } from 'jose';
import type { PassContract } from '../../../domain/contracts/passes';
import { passClaimsOf, type PassClaims } from '../../../domain/pass';
import { isOpen } from '../../../domain/reservation-status';
import type { Deps } from '../../deps';
import { conflict, notFound } from '../../lib/errors';
import { passSigningKey } from '../../lib/pass-signing-key';
import type { AuthUser } from '../../lib/request-auth';
import { passMessages as m } from './pass-messages';
import { findReservationDetail, type ReservationDetail } from './repository';

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** Signs the claims as a compact JWS (EdDSA over Ed25519), its header naming the key. */
export async function signPass(deps: Pick<Deps, 'config' | 'db'>, claims: PassClaims): Promise<string> {
  const key = await passSigningKey(deps.config, deps.db);
  return new CompactSign(new TextEncoder().encode(JSON.stringify(claims)))
    .setProtectedHeader({ alg: 'EdDSA', kid: key.publicJwk.kid })
    .sign(key.privateKey);
}

/**
 * The claims of a token this installation signed, or undefined for anything else (another key,
 * a changed byte, not a JWS): the server's own check of a pass, never trusting what the
 * checking phone says about it.
 */
export async function verifyPass(deps: Pick<Deps, 'config' | 'db'>, token: string): Promise<PassClaims | undefined> {
  const { publicJwk } = await passSigningKey(deps.config, deps.db);
  try {
    const key = await importJWK(publicJwk, 'EdDSA');
    const { payload } = await compactVerify(token, key, { algorithms: ['EdDSA'] });
    return passClaimsOf(payload);
  } catch {
    return undefined;
  }
}

/** An open reservation of the driver's with its pass signed now: what every form of the pass shows. */
export type SignedPass = { row: ReservationDetail; claims: PassClaims; token: string };

/**
 * The driver's open reservation and its pass, signed afresh (so an extension's new end is in
 * the next pass the app fetches). Anyone else, the lot's owner and administrators included,
 * gets 404 (a pass is the driver's to show); a reservation that ended or was cancelled has
 * none (409).
 */
export async function signedPassOf(
  deps: Pick<Deps, 'config' | 'db' | 'now'>,
  user: AuthUser,
  id: number,
): Promise<SignedPass> {
  const now = deps.now();
  const row = await findReservationDetail(deps.db, id, now);
  if (!row || row.reservation.userId !== user.id) throw notFound();
  if (!isOpen(row.effectiveStatus)) throw conflict(m.closed);
  const r = row.reservation;
  const claims: PassClaims = {
    rid: r.id,
    lot: r.parkingLotId,
    place: row.lot.identifier,
    registration: r.automobileRegistration,
    start: seconds(r.startTime),
    end: seconds(r.endTime),
    iat: seconds(now),
  };
  return { row, claims, token: await signPass(deps, claims) };
}

/** GET /reservations/{id}/pass: the signed token and its QR code. */
export async function issuePass(
  deps: Pick<Deps, 'config' | 'db' | 'now'>,
  user: AuthUser,
  id: number,
): Promise<PassContract> {
  const { token } = await signedPassOf(deps, user, id);
  // M (15 % recovery) keeps the code coarse enough for a phone camera at arm's length.
  // Loaded with the first pass, not at start.
  const { default: QRCode } = await import('qrcode');
  const qr_svg = await QRCode.toString(token, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  return { token, qr_svg };
}

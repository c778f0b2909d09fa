import type { PassPublicJwk } from '../../../domain/contracts/passes';
import { parseApiDateTime } from '../../../domain/date-time';
import { passVerdict, type PassClaims, type PassVerdict } from '../../../domain/pass';
import { findRevocation, type KeptRevocations, type RevocationReason } from '../../../domain/pass-revocation';
import { ApiError } from '../../lib/api-error';
import { verifyPassSignature } from '../../lib/pass-verifier';
import { getPassStatus } from './api/pass-status';

/** A genuine pass's verdict, with the revocation known (cancelled or finished early) and where it came from. */
export type GenuineVerdict = Exclude<PassVerdict, 'forged' | 'other_lot'> | 'cancelled';

/** The check screen's finding: a verdict (with what the pass says when it is genuine), or no verdict possible. */
export type PassJudgement =
  | {
      verdict: GenuineVerdict;
      claims: PassClaims;
      revoked: { at: number; reason: RevocationReason } | null;
      /** 'server': asked online just now; 'device': judged on this phone with the revocations kept at `syncedAt`. */
      source: 'server' | 'device';
      syncedAt: number | null;
    }
  | { verdict: 'other_lot'; claims: PassClaims }
  | { verdict: 'forged' }
  | { verdict: 'unsupported' };

type JudgeContext = {
  publicJwk: PassPublicJwk;
  /** The owner's lots kept on the device; undefined when never loaded here. */
  ownLotIds: readonly number[] | undefined;
  revocations: KeptRevocations | undefined;
  online: boolean;
  zone: string;
  now?: number;
};

/** The kept revocations' verdict of a genuine pass of the owner's lot, with no network. */
function onDevice(claims: PassClaims, context: JudgeContext, now: number): PassJudgement {
  const base = passVerdict(claims, now, undefined) as Exclude<PassVerdict, 'forged' | 'other_lot'>;
  const entry = findRevocation(context.revocations, claims.rid);
  const syncedAt = context.revocations?.syncedAt ?? null;
  if (!entry) return { verdict: base, claims, revoked: null, source: 'device', syncedAt };
  const revoked = { at: entry.revokedAt, reason: entry.reason };
  // Finished early: the pass ended then; any other revocation is a cancellation.
  const verdict = entry.reason === 'finished_early' ? (now >= entry.revokedAt ? 'ended' : base) : 'cancelled';
  return { verdict, claims, revoked, source: 'device', syncedAt };
}

/**
 * Judges a scanned or pasted pass: its signature against the published key (with no
 * network), then its lot; for a pass of the owner's lot, online, the server says whether the
 * reservation still stands (cancelled, when and why; an extension's new end), else the
 * revoked passes kept on the device do, as of their last sync.
 */
export async function judgePass(token: string, context: JudgeContext): Promise<PassJudgement> {
  const checked = await verifyPassSignature(token, context.publicJwk);
  if (!checked.ok) return { verdict: checked.reason };
  const { claims } = checked;
  const now = context.now ?? Date.now();
  if (passVerdict(claims, now, context.ownLotIds) === 'other_lot') return { verdict: 'other_lot', claims };
  if (!context.online) return onDevice(claims, context, now);
  try {
    const status = await getPassStatus(token);
    const at = status.revoked_at ? parseApiDateTime(status.revoked_at, context.zone)?.getTime() : undefined;
    return {
      verdict: status.verdict,
      claims,
      revoked: at !== undefined && status.reason ? { at, reason: status.reason } : null,
      source: 'server',
      syncedAt: now,
    };
  } catch (error) {
    // Not one of the caller's lots after all (lots kept from before a change).
    if (error instanceof ApiError && error.status === 404) return { verdict: 'other_lot', claims };
    // No answer (a dead zone the browser has not noticed): what the device knows.
    return onDevice(claims, context, now);
  }
}

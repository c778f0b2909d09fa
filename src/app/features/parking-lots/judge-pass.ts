import type { PassPublicJwk } from '../../../domain/contracts/passes';
import { passVerdict, type PassClaims, type PassVerdict } from '../../../domain/pass';
import { verifyPassSignature } from '../../lib/pass-verifier';

/** The check screen's finding: a verdict (with what the pass says when it is genuine), or no verdict possible. */
export type PassJudgement =
  { verdict: Exclude<PassVerdict, 'forged'>; claims: PassClaims } | { verdict: 'forged' } | { verdict: 'unsupported' };

/**
 * Judges a scanned or pasted pass with no network: its signature against the published key,
 * then its lot and times against the owner's lots and this phone's clock.
 */
export async function judgePass(
  token: string,
  publicJwk: PassPublicJwk,
  ownLotIds: readonly number[] | undefined,
  now: number = Date.now(),
): Promise<PassJudgement> {
  const checked = await verifyPassSignature(token, publicJwk);
  if (!checked.ok) return { verdict: checked.reason };
  return { verdict: passVerdict(checked.claims, now, ownLotIds), claims: checked.claims };
}

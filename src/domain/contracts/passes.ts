import { z } from 'zod';
import { dataBody } from './common';
import { reservationContract } from './reservations';

/**
 * The public half of the key that signs parking passes (GET /config pass_public_key): an
 * Ed25519 JWK (RFC 8037). The owner's check screen keeps it and verifies passes with no signal.
 */
export const passPublicJwkContract = z.object({
  kty: z.literal('OKP'),
  crv: z.literal('Ed25519'),
  x: z.string(),
  alg: z.literal('EdDSA'),
  use: z.literal('sig'),
  /** The key's RFC 7638 thumbprint; the pass's protected header names it. */
  kid: z.string(),
});
export type PassPublicJwk = z.infer<typeof passPublicJwkContract>;

/**
 * GET /reservations/{id}/pass: the signed pass (a compact JWS over domain/pass.ts's claims)
 * and the same token as a QR code (SVG) to show at the lot.
 */
export const passContract = z.object({
  token: z.string(),
  qr_svg: z.string(),
});
export type PassContract = z.infer<typeof passContract>;

/** GET /parking-lots/{id}/check?registration=: the plate's open reservation on the lot now, or null. */
export const lotCheckContract = dataBody(reservationContract.nullable());
export type LotCheckContract = z.infer<typeof lotCheckContract>;

/** GET /reservations/{id}/pass/google: the link that saves the pass to Google Wallet. */
export const googleWalletLinkContract = z.object({ save_url: z.string() });
export type GoogleWalletLinkContract = z.infer<typeof googleWalletLinkContract>;

/** Which wallets this server makes passes for (GET /config): the pass page offers only those buttons. */
export const walletsContract = z.object({ apple: z.boolean(), google: z.boolean() });

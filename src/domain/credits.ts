/**
 * Credit arithmetic (1 credit = 1 minute of parking). Durations are real elapsed minutes:
 * instants are compared, never wall-clock readings, so a booking across a daylight-saving
 * change is billed for the minutes that actually pass.
 */

const MS_PER_MINUTE = 60_000;

export type CreditSettings = {
  /** Minimum charge of a reservation (MIN_CREDITS). */
  minCredits: number;
  /** Fee kept by the system on a paid finish (SYSTEM_FEE_CREDITS). */
  systemFeeCredits: number;
};

/** Real minutes between two instants, rounded up to whole minutes (never negative). */
export function billableMinutes(from: Date, to: Date): number {
  const ms = to.getTime() - from.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / MS_PER_MINUTE);
}

/** Credits a booking holds: max(minimum, ceil(duration in minutes)). */
export function requiredCredits(start: Date, end: Date, minCredits: number): number {
  return Math.max(minCredits, billableMinutes(start, end));
}

/** How one release of held credits is split. The parts always add up to `reserved`. */
export type Settlement = {
  reserved: number;
  /** Credits paid for the parking (credits_paid). */
  charged: number;
  /** Back to the driver's wallet. */
  refund: number;
  /** Kept by the system. */
  fee: number;
  /** To the owner's wallet. */
  payout: number;
};

function paidSettlement(reserved: number, charged: number, systemFeeCredits: number): Settlement {
  const fee = Math.min(systemFeeCredits, charged);
  return { reserved, charged, refund: reserved - charged, fee, payout: charged - fee };
}

/**
 * The driver finishes while active: pay for the minutes used (at least the minimum, at
 * most what was held), refund the rest.
 */
export function finalizeSettlement(reserved: number, start: Date, now: Date, settings: CreditSettings): Settlement {
  const used = Math.max(settings.minCredits, billableMinutes(start, now));
  return paidSettlement(reserved, Math.min(reserved, used), settings.systemFeeCredits);
}

/** The end time passed without a finalize: everything held is charged. */
export function expirySettlement(reserved: number, settings: CreditSettings): Settlement {
  return paidSettlement(reserved, reserved, settings.systemFeeCredits);
}

/** A cancellation refunds the driver in full; the owner gets nothing. */
export function cancelSettlement(reserved: number): Settlement {
  return { reserved, charged: 0, refund: reserved, fee: 0, payout: 0 };
}

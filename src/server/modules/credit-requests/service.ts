import type {
  AdminCreditRequestContract,
  CreditRequestContract,
  CreditRequestDecision,
} from '../../../domain/contracts/credit-requests';
import { formatApiDateTime } from '../../../domain/date-time';
import type { Deps } from '../../deps';
import type { Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import type { CreditRequestStatus } from '../../db/schema/index';
import { AppError, conflict, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/index';
import { grantCredits } from '../credits/index';
import { notifyUser } from '../notifications/index';
import { findUserById } from '../users/index';
import { creditRequestMessages as m } from './messages';
import {
  activeAdministrators,
  adminCreditRequests,
  decideCreditRequest,
  findCreditRequest,
  insertCreditRequest,
  userCreditRequests,
  type AdminCreditRequestRow,
  type CreditRequestRow,
} from './repository';

type ServiceDeps = Pick<Deps, 'config' | 'db' | 'now' | 'events' | 'log' | 'realtime'>;

/** How many of their own requests a driver's screen gets (the open one, or the latest answers). */
const OWN_REQUESTS = 5;
const ADMIN_LIST_LIMIT = 100;

export function presentCreditRequest(row: CreditRequestRow, zone: string): CreditRequestContract {
  return {
    id: row.id,
    status: row.status,
    note: row.note,
    credits: row.credits,
    decision_note: row.decisionNote,
    created_at: formatApiDateTime(row.createdAt, zone),
    decided_at: formatApiDateTime(row.decidedAt, zone),
  };
}

function presentForAdmins(row: AdminCreditRequestRow, zone: string): AdminCreditRequestContract {
  return {
    ...presentCreditRequest(row.request, zone),
    user_id: row.request.userId,
    user_name: row.userName,
    user_email: row.userEmail,
    balance: row.balance,
    decided_by_name: row.decidedByName,
  };
}

/** The amount a one-tap grant proposes: the smallest pack on sale (60 credits, an hour, by default). */
export const suggestedCredits = (config: Deps['config']) => config.CREDIT_PACKS[0] ?? 60;

/**
 * POST /credit-requests: stored, then every administrator is notified (inbox, real time, Web
 * Push). One open request per driver: the database's partial unique index decides a race.
 */
export async function requestCredits(deps: ServiceDeps, userId: number, note: string | null) {
  if (!deps.config.creditRequests) throw new AppError(403, m.disabled);
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound();
  const row = await insertCreditRequest(deps.db, { userId, note: note || null, at: deps.now() }).catch(
    (error: unknown) => {
      throw isUniqueViolation(error) ? conflict(m.alreadyOpen) : error;
    },
  );
  for (const admin of await activeAdministrators(deps.db)) {
    await notifyUser(
      deps,
      {
        userId: admin.id,
        type: 'credit_request.received',
        messageId: row.note ? 'credit_request.received.with_note' : 'credit_request.received',
        values: { name: user.name, email: user.email, note: row.note ?? '' },
        url: '/admin/credit-requests',
        dedupeKey: `credit_request:${row.id}:received:${admin.id}`,
      },
      { language: admin.language },
    ).catch((err: unknown) => deps.log.error({ err, requestId: row.id }, 'credit request notification failed'));
  }
  return presentCreditRequest(row, deps.config.APP_TIMEZONE);
}

export async function myCreditRequests(deps: Pick<Deps, 'config' | 'db'>, userId: number) {
  const rows = await userCreditRequests(deps.db, userId, OWN_REQUESTS);
  return {
    data: rows.map((row) => presentCreditRequest(row, deps.config.APP_TIMEZONE)),
    enabled: deps.config.creditRequests,
  };
}

export async function listCreditRequests(deps: Pick<Deps, 'config' | 'db'>, status: CreditRequestStatus | 'any') {
  const rows = await adminCreditRequests(deps.db, status, ADMIN_LIST_LIMIT);
  return {
    data: rows.map((row) => presentForAdmins(row, deps.config.APP_TIMEZONE)),
    suggested_credits: suggestedCredits(deps.config),
  };
}

/**
 * PUT /admin/credit-requests/{id}: grant (a ledger grant to the driver's wallet, the request
 * marked in the same transaction) or decline, once: the compare-and-swap on the open status
 * lets one decision through; a second tap or a second administrator gets 409 and moves
 * nothing. Audited; the driver is notified after the commit.
 */
export async function decideRequest(deps: ServiceDeps, adminId: number, id: number, body: CreditRequestDecision) {
  const found = await findCreditRequest(deps.db, id);
  if (!found) throw notFound();
  if (found.status !== 'open') throw conflict(m.alreadyDecided);
  const zone = deps.config.APP_TIMEZONE;
  if (body.decision === 'grant') {
    const { credits } = body;
    let decided: CreditRequestRow | undefined;
    await grantCredits(
      deps,
      { adminId, userId: found.userId, amount: credits, description: null, source: 'requested' },
      async (tx, grant) => {
        decided = await decideAndAudit(
          tx,
          found,
          { status: 'granted', credits, by: adminId, at: grant.at, ledgerTransactionId: grant.transactionId },
          {
            action: 'credit_request.grant',
            before: { balance: grant.balance - credits, status: 'open' },
            after: { balance: grant.balance, amount: credits, status: 'granted', request_id: id },
          },
        );
      },
    );
    if (!decided) throw new Error('credit request grant wrote nothing');
    return presentCreditRequest(decided, zone);
  }
  const at = deps.now();
  const note = body.note || null;
  const declined = await deps.db.transaction((tx) =>
    decideAndAudit(
      tx,
      found,
      { status: 'declined', note, by: adminId, at },
      {
        action: 'credit_request.decline',
        before: { status: 'open' },
        after: { status: 'declined', reason: note, request_id: id },
      },
    ),
  );
  await notifyUser(deps, {
    userId: found.userId,
    type: 'credit_request.declined',
    messageId: note ? 'credit_request.declined.with_note' : 'credit_request.declined',
    values: { note: note ?? '' },
    url: '/credits',
    dedupeKey: `credit_request:${id}:declined`,
  }).catch((err: unknown) => deps.log.error({ err, requestId: id }, 'credit request notification failed'));
  return presentCreditRequest(declined, zone);
}

/**
 * The request marked decided by the administrator `decision.by`, once (the compare-and-swap on
 * the open status: a second decision gets 409), and audited, in the caller's transaction.
 */
async function decideAndAudit(
  tx: Tx,
  request: { id: number; userId: number },
  decision: Parameters<typeof decideCreditRequest>[2],
  audit: { action: string; before: Record<string, unknown>; after: Record<string, unknown> },
) {
  const row = await decideCreditRequest(tx, request.id, decision);
  if (!row) throw conflict(m.alreadyDecided);
  await recordAudit(tx, {
    adminId: decision.by,
    targetType: 'user',
    targetId: request.userId,
    ...audit,
    at: decision.at,
  });
  return row;
}

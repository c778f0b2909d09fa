import { z } from 'zod';
import * as adminLedger from '../../domain/contracts/admin-ledger';
import * as adminRecords from '../../domain/contracts/admin-records';
import * as adminUsers from '../../domain/contracts/admin-users';
import * as audit from '../../domain/contracts/audit';
import * as auth from '../../domain/contracts/auth';
import * as automobiles from '../../domain/contracts/automobiles';
import * as broadcasting from '../../domain/contracts/broadcasting';
import * as common from '../../domain/contracts/common';
import * as creditRequests from '../../domain/contracts/credit-requests';
import * as credits from '../../domain/contracts/credits';
import * as documents from '../../domain/contracts/documents';
import * as drivingLicenses from '../../domain/contracts/driving-licenses';
import * as finder from '../../domain/contracts/finder';
import * as geocoding from '../../domain/contracts/geocoding';
import * as locations from '../../domain/contracts/locations';
import * as notifications from '../../domain/contracts/notifications';
import * as parkingLots from '../../domain/contracts/parking-lots';
import * as passChecks from '../../domain/contracts/pass-checks';
import * as passes from '../../domain/contracts/passes';
import * as payments from '../../domain/contracts/payments';
import * as push from '../../domain/contracts/push';
import * as ratings from '../../domain/contracts/ratings';
import * as reservationActions from '../../domain/contracts/reservation-actions';
import * as reservationReports from '../../domain/contracts/reservation-reports';
import * as reservationRequests from '../../domain/contracts/reservation-requests';
import * as reservationSeries from '../../domain/contracts/reservation-series';
import * as reservations from '../../domain/contracts/reservations';
import * as system from '../../domain/contracts/system';
import * as authSchemas from '../../domain/auth-schemas';
import * as automobileSchemas from '../../domain/automobile-schemas';
import { documentSchemas } from '../../domain/document-schemas';
import * as drivingLicenseSchemas from '../../domain/driving-license-schemas';
import * as weeklySchedule from '../../domain/weekly-schedule';

/**
 * The API's shapes as named OpenAPI components (components.schemas), so that operations point
 * at them with $ref and generated clients get one named type per shape. The names come from the
 * exports, mechanically: `automobileContract` is `Automobile`, `loginSchema` is `Login`,
 * `checkoutBodySchema` is `CheckoutBody`, and a request schema named like a contract gets `Body`
 * (`drivingLicenseSchema` is `DrivingLicenseBody`). Every exported zod object, array, tuple,
 * enum or union of these files is named; a new export gets its name by itself (two shapes under
 * one name stop the server at start). Query schemas stay inline (the document spells a query as
 * parameters, not as one schema), and so do plain strings and numbers. A shape whose request
 * form differs from its answer form is `<Name>Input` as a body (fastify-type-provider-zod).
 */
const modules: Record<string, unknown>[] = [
  adminLedger,
  adminRecords,
  adminUsers,
  audit,
  auth,
  automobiles,
  broadcasting,
  common,
  creditRequests,
  credits,
  documents,
  drivingLicenses,
  finder,
  geocoding,
  locations,
  notifications,
  parkingLots,
  passChecks,
  passes,
  payments,
  push,
  ratings,
  reservationActions,
  reservationReports,
  reservationRequests,
  reservationSeries,
  reservations,
  system,
  authSchemas,
  automobileSchemas,
  drivingLicenseSchemas,
  weeklySchedule,
];

/** The document kinds' bodies (documentSchemas is a record): first aid kits and extinguishers share one. */
const documentBodyNames: Record<keyof typeof documentSchemas, string> = {
  'technical-inspections': 'TechnicalInspectionBody',
  insurances: 'InsuranceBody',
  'road-taxes': 'RoadTaxBody',
  'first-aid-kits': 'ExpiringItemBody',
  'fire-extinguishers': 'ExpiringItemBody',
};

const namedTypes = new Set(['object', 'array', 'tuple', 'enum', 'union', 'record', 'intersection']);

/** `adminUserUpdateSchema` -> `AdminUserUpdate`, `automobileContract` -> `Automobile`. */
function componentName(exportName: string): string {
  const base = exportName.replace(/(Contract|Schema)$/, '');
  return base.charAt(0).toUpperCase() + base.slice(1);
}

/**
 * A request body declared in a route file rather than in the domain is named after its
 * operation: POST /api/parking-lots (createParkingLot) takes `CreateParkingLotBody`.
 */
export function nameRouteBody(body: unknown, operationId: string | undefined): void {
  if (!(body instanceof z.ZodType) || !operationId || !namedTypes.has(body._zod.def.type)) return;
  const existing = z.globalRegistry.get(body);
  if (existing?.id) return;
  z.globalRegistry.add(body, { ...existing, id: `${componentName(operationId)}Body` });
}

let named = false;

/** Names every contract once per process (the registry is global; apps built later reuse it). */
export function nameContracts(): void {
  if (named) return;
  named = true;
  const names = new Map<string, z.ZodType>();
  const name = (schema: z.ZodType, id: string) => {
    const existing = z.globalRegistry.get(schema);
    if (existing?.id) return;
    if (names.has(id) && names.get(id) !== schema) throw new Error(`Two API shapes are named ${id}`);
    names.set(id, schema);
    // The global registry also holds the schema's description and other .meta(): keep them.
    z.globalRegistry.add(schema, { ...existing, id });
  };
  const exported = modules.flatMap((module) =>
    Object.entries(module).filter(
      (entry): entry is [string, z.ZodType] =>
        entry[1] instanceof z.ZodType && namedTypes.has(entry[1]._zod.def.type) && !entry[0].endsWith('Query'),
    ),
  );
  // Answers first, so that a request schema named like one (drivingLicenseSchema) gets `Body`.
  const isRequest = ([exportName]: [string, z.ZodType]) => exportName.endsWith('Schema');
  for (const [exportName, schema] of exported.filter((entry) => !isRequest(entry)))
    name(schema, componentName(exportName));
  for (const [exportName, schema] of exported.filter(isRequest)) {
    const plain = componentName(exportName);
    name(schema, names.has(plain) ? `${plain}Body` : plain);
  }
  for (const [kind, schema] of Object.entries(documentSchemas))
    name(schema, documentBodyNames[kind as keyof typeof documentSchemas]);
}

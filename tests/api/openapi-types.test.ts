import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateTypes, typeErrors as typeErrorsIn } from '../support/generated-types';
import { createTestApp } from '../support/test-app';

// Types generated from the served document (what an integrator would generate) are checked
// against the app's own api calls: a drift between the server's contracts and what the app
// expects fails here, not in a user's hands.
const { app } = await createTestApp();
const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
const { dir, root } = await generateTypes(document);
const typeErrors = (name: string, source: string) => typeErrorsIn(dir, name, source);

const feature = (path: string) => JSON.stringify(join(root, 'src/app/features', path));

/** The answer of an operation: `Answer<'/api/automobiles', 'get', 200>`. */
const preamble = `
import type { paths } from './openapi';
type Answer<P extends keyof paths, M extends keyof paths[P], S extends number> =
  paths[P][M] extends { responses: { [K in S]: { content: { 'application/json': infer B } } } } ? B : never;
type Served<T> = T extends { data: infer D } ? D : T;
/** What the server answers must fit what the app reads. */
declare function fits<App>(served: App): void;
declare const served: <T>() => T;
`;

const probe = `${preamble}
import type { getMyAutomobiles, getAutomobile } from ${feature('automobiles/api/get-my-automobiles')};
import type { getReservations } from ${feature('reservations/api/get-reservations')};
import type { getTransactions } from ${feature('credits/api/get-transactions')};
import type { findParkingLot, findParkingLots } from ${feature('finder/api/find-parking-lots')};
import type { FinderMapBody } from ${JSON.stringify(join(root, 'src/domain/contracts/finder'))};
import type { getMyParkingLots, getParkingLot } from ${feature('parking-lots/api/get-my-parking-lots')};
import type { getLotSchedule, putLotSchedule } from ${feature('parking-lots/api/lot-schedule')};
import type { fetchCurrentUser } from ${feature('auth/api/current-user')};
import type { getAppConfig } from ${JSON.stringify(join(root, 'src/app/lib/app-config'))};
import type { getNotifications } from ${feature('notifications/api/get-notifications')};
import type { markNotificationsRead } from ${feature('notifications/api/mark-read')};
import type { getMyLocations } from ${feature('locations/api/get-locations')};
import type { getPass } from ${feature('reservations/api/get-pass')};
import type { checkRegistration } from ${feature('parking-lots/api/check-registration')};
import type { addLotPhoto } from ${feature('parking-lots/api/lot-photos')};
import type { getLotCalendar } from ${feature('parking-lots/api/get-lot-calendar')};
import type { getEarnings } from ${feature('credits/api/get-earnings')};
import type { reportSpot } from ${feature('reservations/api/report-spot')};
import type { contestReport } from ${feature('reservations/api/contest-report')};
import type { bookAlternative } from ${feature('reservations/api/book-alternative')};
import type { getPassStatus } from ${feature('parking-lots/api/pass-status')};
import type { getRevokedPasses } from ${feature('parking-lots/api/revoked-passes')};
import type { postChecks } from ${feature('parking-lots/api/upload-checks')};

type Of<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
fits<Of<typeof getMyAutomobiles>>(served<Served<Answer<'/api/automobiles', 'get', 200>>>());
fits<Of<typeof getAutomobile>>(served<Served<Answer<'/api/automobiles/{id}', 'get', 200>>>());
fits<Of<typeof getReservations>>(served<Served<Answer<'/api/reservations', 'get', 200>>>());
fits<Of<typeof getTransactions>>(served<Answer<'/api/transactions', 'get', 200>>());
fits<Of<typeof findParkingLots>>(served<Served<Answer<'/api/parking-finder', 'get', 200>>>());
fits<FinderMapBody>(served<Answer<'/api/parking-finder/map', 'get', 200>>());
fits<Of<typeof findParkingLot>>(served<Served<Answer<'/api/parking-finder/lots/{id}', 'get', 200>>>());
fits<Of<typeof getMyParkingLots>>(served<Served<Answer<'/api/parking-lots', 'get', 200>>>());
fits<Of<typeof getParkingLot>>(served<Answer<'/api/parking-lots/{id}', 'get', 200>>());
fits<Of<typeof getLotSchedule>>(served<Answer<'/api/parking-lots/{id}/schedule', 'get', 200>>());
fits<Of<typeof putLotSchedule>>(served<Answer<'/api/parking-lots/{id}/schedule', 'put', 200>>());
fits<Of<typeof fetchCurrentUser>>(served<Answer<'/api/user', 'get', 200>>());
fits<Of<typeof getAppConfig>>(served<Answer<'/api/config', 'get', 200>>());
fits<Of<typeof getNotifications>>(served<Answer<'/api/notifications', 'get', 200>>());
fits<Of<typeof markNotificationsRead>>(served<Answer<'/api/notifications/read', 'post', 200>>());
fits<Of<typeof getMyLocations>>(served<Served<Answer<'/api/locations', 'get', 200>>>());
fits<Of<typeof getPass>>(served<Answer<'/api/reservations/{id}/pass', 'get', 200>>());
fits<Of<typeof checkRegistration>>(served<Served<Answer<'/api/parking-lots/{id}/check', 'get', 200>>>());
fits<Of<typeof addLotPhoto>>(served<Answer<'/api/parking-lots/{id}/photos', 'post', 201>>());
fits<Of<typeof getLotCalendar>>(served<Served<Answer<'/api/parking-lots/{id}/reservations', 'get', 200>>>());
fits<Of<typeof getEarnings>>(served<Answer<'/api/credits/earnings', 'get', 200>>());
fits<Of<typeof reportSpot>>(served<Answer<'/api/reservations/{id}/report', 'post', 200>>());
fits<Of<typeof contestReport>>(served<Served<Answer<'/api/reservations/{id}/contest', 'post', 200>>>());
fits<Of<typeof bookAlternative>>(served<Answer<'/api/reservations', 'post', 201>>());
fits<Of<typeof getPassStatus>>(served<Served<Answer<'/api/parking-lots/check', 'get', 200>>>());
fits<Of<typeof getRevokedPasses>>(served<Answer<'/api/parking-lots/revoked-passes', 'get', 200>>());
fits<Of<typeof postChecks>>(served<Answer<'/api/parking-lots/{id}/checks', 'post', 200>>());
`;

// Every endpoint of the app's table (domain/contracts/endpoints.ts) names a served operation,
// and the answer it promises the app fits what that operation answers. An automobile's
// documents stand for their kind ({kind}) with one of the kinds.
const table = `${preamble}
import type { Endpoints } from ${JSON.stringify(join(root, 'src/domain/contracts/endpoints'))};
type Kinded<P extends string> = P extends \`\${infer A}{kind}\${infer B}\` ? \`\${A}insurances\${B}\` : P;
type PathOf<K> = K extends \`\${string} \${infer P}\` ? Kinded<\`/api\${P}\`> : never;
type MethodOf<K> = K extends \`\${infer M} \${string}\` ? Lowercase<M> : never;
type Success<R> = { [S in keyof R]: S extends 200 | 201 ? (R[S] extends { content: { 'application/json': infer B } } ? B : never) : never }[keyof R];
type ServedAnswer<K> = PathOf<K> extends keyof paths
  ? MethodOf<K> extends keyof paths[PathOf<K>]
    ? paths[PathOf<K>][MethodOf<K>] extends { responses: infer R } ? Success<R> : never
    : never
  : never;
type Key = keyof Endpoints;
type Unserved = { [K in Key]: PathOf<K> extends keyof paths ? (MethodOf<K> extends keyof paths[PathOf<K>] ? never : K) : K }[Key];
type Misfit = { [K in Key]: Endpoints[K]['answer'] extends void ? never : [ServedAnswer<K>] extends [Endpoints[K]['answer']] ? never : K }[Key];
export const unserved: [Unserved] extends [never] ? true : Unserved = true;
export const misfits: [Misfit] extends [never] ? true : Misfit = true;
`;

// The same check on an app type that expects a field the server does not send: it must fail,
// or the probe above proves nothing.
const drifted = `${preamble}
type AppAutomobile = { id: number; registration_number: string; colour: string };
fits<AppAutomobile[]>(served<Served<Answer<'/api/automobiles', 'get', 200>>>());
`;

describe('types generated from the OpenAPI document', () => {
  it('fit the answers the app reads', () => {
    const errors = typeErrors('probe.ts', probe);
    expect(errors, errors.join('\n').slice(0, 3000)).toEqual([]);
  }, 120_000);

  it("fit every answer of the app's endpoint table", () => {
    const errors = typeErrors('table.ts', table);
    expect(errors, errors.join('\n').slice(0, 3000)).toEqual([]);
  }, 120_000);

  it('catch an app type that expects what the server does not send', () => {
    const errors = typeErrors('drifted.ts', drifted);
    expect(errors.join('\n')).toContain('colour');
  }, 120_000);
});

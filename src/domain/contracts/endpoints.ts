import type { z } from 'zod';
import type {
  accountUpdateSchema,
  forgotPasswordSchema,
  loginSchema,
  refreshTokenSchema,
  registerSchema,
  resetPasswordSchema,
  userLanguageSchema,
} from '../auth-schemas';
import type { automobileCreateSchema, automobileUpdateSchema } from '../automobile-schemas';
import type { DocumentFields } from '../document-schemas';
import type { ApiDocumentKind } from '../documents';
import type { drivingLicenseSchema, licenseCategorySchema } from '../driving-license-schemas';
import type {
  availabilityChangeSchema,
  locationPayloadSchema,
  locationUpdateSchema,
  parkingLotCreateSchema,
  parkingLotUpdateSchema,
} from '../parking-lot';
import type { weeklyScheduleSchema } from '../weekly-schedule-schema';
import type {
  adminAuditQuery,
  adminAutomobilesQuery,
  AdminListRequest,
  adminLocationsQuery,
  adminLotsQuery,
  adminReservationsQuery,
  adminTransactionsQuery,
  adminUsersQuery,
} from './admin-queries';
import type {
  adminReservationContract,
  adminReservationDetailContract,
  adminReservationUpdateSchema,
  adminTransactionListContract,
} from './admin-ledger';
import type {
  adminAutomobileContract,
  adminAutomobileDetailContract,
  adminLocationContract,
  adminLocationDetailContract,
  adminLotContract,
  adminLotDetailContract,
  adminLotUpdateSchema,
  locationAuthorizationContract,
} from './admin-records';
import type {
  adminUserContract,
  adminUserDetailContract,
  adminUserUpdateSchema,
  creditGrantContract,
  creditGrantSchema,
} from './admin-users';
import type { auditEntryContract } from './audit';
import type { channelAuthBody, channelAuthContract, userAuthBody, userAuthContract } from './broadcasting';
import type { accountUpdatedContract, registeredContract, tokenContract, userContract } from './auth';
import type { automobileContract } from './automobiles';
import type { DataBody, messageBody, NumberedListBody, PageMeta } from './common';
import type {
  balanceContract,
  CreditEarningsRequest,
  earningsContract,
  ListTransactionsRequest,
  transactionContract,
} from './credits';
import type {
  adminCreditRequestListContract,
  AdminCreditRequestListRequest,
  creditRequestContract,
  creditRequestCreateSchema,
  creditRequestDecisionSchema,
  myCreditRequestsContract,
} from './credit-requests';
import type { documentContract } from './documents';
import type { drivingLicenseContract, licenseCategoryContract } from './driving-licenses';
import type { finderBody, finderLotBody, finderMapBody } from './finder';
import type { geocodePlaceContract, geocodeQuery } from './geocoding';
import type { locationContract } from './locations';
import type {
  ListNotificationsRequest,
  markNotificationsReadSchema,
  notificationsBody,
  notificationsReadBody,
} from './notifications';
import type { lotPhotoQuery, parkingLotContract, weeklyScheduleContract } from './parking-lots';
import type {
  lotChecksResultBody,
  passStatusBody,
  PassStatusRequest,
  revokedPassesBody,
  RevokedPassesRequest,
  UploadLotChecksBody,
} from './pass-checks';
import type { googleWalletLinkContract, lotCheckContract, passContract } from './passes';
import type {
  checkoutBodySchema,
  checkoutContract,
  checkoutStatusContract,
  creditOffersContract,
  paymentContract,
  stripeWebhookReceived,
} from './payments';
import type { pushSubscriptionDelete, pushSubscriptionRenewal, pushSubscriptionRequest } from './push';
import type {
  adminRatingContract,
  lotRatingsContract,
  moderateRatingBody,
  ownerHoldContract,
  restoreOwnerBody,
  ownerStrikesContract,
  rateReservationBody,
  ratingContract,
  replyRatingBody,
  reportRatingBody,
  reservationRatingContract,
} from './ratings';
import type { extendRequest, notificationActionRequest, notificationActionResult } from './reservation-actions';
import type {
  CreateReservationRequest,
  ListReservationsRequest,
  LotCalendarRequest,
  LotCheckRequest,
  UpdateReservationRequest,
} from './reservation-requests';
import type { contestRequest, reportRequest } from './reservation-reports';
import type {
  bookedSeriesContract,
  cancelledSeriesContract,
  CancelSeriesRequest,
  reservationSeriesContract,
  SeriesRequest,
  seriesPreviewContract,
  UpdateSeriesRequest,
} from './reservation-series';
import type { createdReservationContract, reportResult, reservationContract } from './reservations';
import type { countryOptionsContract, healthContract, publicConfigContract, readyContract } from './system';

type Out<S extends z.ZodType> = z.output<S>;
type In<S extends z.ZodType> = z.input<S>;
/** Query parameters sent as they are (the finder's flat bounds keys: `southWest[lat]`...). */
type FlatQuery = Readonly<Record<string, string>>;
/**
 * A body a form sends as typed: a field the schema limits to some words (a select's value)
 * may hold any text, and the server answers 422 for text it refuses.
 */
type FormText<T> = { [K in keyof T]: T[K] extends string ? string : T[K] };
/** An automobile's documents of one kind: /automobiles/{id}/{kind}. */
type DocumentPath = { id: number; kind: ApiDocumentKind };
/** An admin list's page: its rows and the page's numbers. */
type Paged<T> = { data: T[]; meta: PageMeta };
/** An admin list: its filters and sort as the query `Q` takes them, a page of `Row`s back. */
type AdminList<Q extends z.ZodType, Row extends z.ZodType> = { query: AdminListRequest<Q>; answer: Paged<Out<Row>> };

/**
 * Every endpoint the app calls, by "METHOD /path" as the OpenAPI document spells it (without
 * /api): its answer as the route's response contract types it, and its body and query as the
 * route's request schemas take them; path ids are numbers unless `params` says otherwise. The app's api client (app/lib/api-call.ts) takes its types
 * from here, so a call cannot choose its own answer type; tests/api/openapi-types.test.ts
 * checks the table against the served document.
 */
export type Endpoints = {
  'GET /config': { answer: Out<typeof publicConfigContract> };
  /** Liveness and readiness probes (docs/deploy.md); /ready answers 503 while not ready. */
  'GET /health': { answer: Out<typeof healthContract> };
  'GET /ready': { answer: Out<typeof readyContract> };
  'GET /enums/CountryCode': { answer: Out<typeof countryOptionsContract> };

  'POST /register': { body: In<typeof registerSchema>; answer: Out<typeof registeredContract> };
  'POST /login': { body: In<typeof loginSchema>; answer: Out<typeof tokenContract> };
  'POST /oauth/token': { body: In<typeof refreshTokenSchema>; answer: Out<typeof tokenContract> };
  'GET /logout': { answer: Out<typeof messageBody> };
  'POST /forgot-password': { body: In<typeof forgotPasswordSchema>; answer: Out<typeof messageBody> };
  'POST /reset-password': { body: In<typeof resetPasswordSchema>; answer: Out<typeof messageBody> };
  'GET /user': { answer: Out<typeof userContract> };
  'PUT /users/{id}': { body: In<typeof userLanguageSchema>; answer: DataBody<Out<typeof userContract>> };
  'PUT /account': { body: In<typeof accountUpdateSchema>; answer: Out<typeof accountUpdatedContract> };

  'POST /push-subscriptions': { body: In<typeof pushSubscriptionRequest>; answer: void };
  'DELETE /push-subscriptions': { body: In<typeof pushSubscriptionDelete>; answer: void };
  /** The service worker's, on pushsubscriptionchange (no session: the old endpoint and its keys prove it). */
  'POST /push-subscriptions/renewal': { body: In<typeof pushSubscriptionRenewal>; answer: void };
  /** Pusher's channel authorization; pusher-js sends it form-encoded, JSON is taken too. */
  'POST /broadcasting/auth': { body: In<typeof channelAuthBody>; answer: Out<typeof channelAuthContract> };
  'POST /broadcasting/user-auth': { body: In<typeof userAuthBody>; answer: Out<typeof userAuthContract> };
  'GET /notifications': { query: ListNotificationsRequest; answer: Out<typeof notificationsBody> };
  'POST /notifications/read': {
    body: In<typeof markNotificationsReadSchema>;
    answer: Out<typeof notificationsReadBody>;
  };

  'GET /automobiles': { answer: DataBody<Out<typeof automobileContract>[]> };
  'POST /automobiles': { body: In<typeof automobileCreateSchema>; answer: DataBody<Out<typeof automobileContract>> };
  'GET /automobiles/{id}': { answer: DataBody<Out<typeof automobileContract>> };
  'PUT /automobiles/{id}': {
    body: In<typeof automobileUpdateSchema>;
    answer: DataBody<Out<typeof automobileContract>>;
  };
  'DELETE /automobiles/{id}': { answer: void };
  'GET /automobiles/{id}/{kind}': { params: DocumentPath; answer: DataBody<Out<typeof documentContract>[]> };
  'POST /automobiles/{id}/{kind}': {
    params: DocumentPath;
    body: DocumentFields;
    answer: DataBody<Out<typeof documentContract>>;
  };
  'PUT /automobiles/{id}/{kind}/{docId}': {
    params: DocumentPath & { docId: number };
    body: DocumentFields;
    answer: DataBody<Out<typeof documentContract>>;
  };
  'DELETE /automobiles/{id}/{kind}/{docId}': { params: DocumentPath & { docId: number }; answer: void };

  'GET /driving-licenses': { answer: DataBody<Out<typeof drivingLicenseContract>[]> };
  'POST /driving-licenses': {
    body: In<typeof drivingLicenseSchema>;
    answer: DataBody<Out<typeof drivingLicenseContract>>;
  };
  'GET /driving-licenses/{id}': { answer: DataBody<Out<typeof drivingLicenseContract>> };
  'PUT /driving-licenses/{id}': {
    body: In<typeof drivingLicenseSchema>;
    answer: DataBody<Out<typeof drivingLicenseContract>>;
  };
  'DELETE /driving-licenses/{id}': { answer: void };
  'GET /driving-licenses/{id}/categories': { answer: DataBody<Out<typeof licenseCategoryContract>[]> };
  'POST /driving-licenses/{id}/categories': {
    body: FormText<In<typeof licenseCategorySchema>>;
    answer: DataBody<Out<typeof licenseCategoryContract>>;
  };
  'PUT /driving-licenses/{id}/categories/{catId}': {
    body: FormText<In<typeof licenseCategorySchema>>;
    answer: DataBody<Out<typeof licenseCategoryContract>>;
  };
  'DELETE /driving-licenses/{id}/categories/{catId}': { answer: void };

  'GET /parking-lots': { answer: DataBody<Out<typeof parkingLotContract>[]> };
  'POST /parking-lots': {
    body: In<ReturnType<typeof parkingLotCreateSchema>>;
    answer: Out<typeof parkingLotContract>;
  };
  'GET /parking-lots/{id}': { answer: Out<typeof parkingLotContract> };
  'PUT /parking-lots/{id}': {
    body: In<ReturnType<typeof parkingLotUpdateSchema>>;
    answer: Out<typeof parkingLotContract>;
  };
  'DELETE /parking-lots/{id}': { answer: void };
  'POST /parking-lots/{id}/availability': {
    body: In<ReturnType<typeof availabilityChangeSchema>>;
    answer: Out<typeof parkingLotContract>;
  };
  'GET /parking-lots/{id}/schedule': { answer: Out<typeof weeklyScheduleContract> };
  'PUT /parking-lots/{id}/schedule': {
    body: In<typeof weeklyScheduleSchema>;
    answer: Out<typeof weeklyScheduleContract>;
  };
  /** The photo goes as the raw body (its own Content-Type), not JSON. */
  'POST /parking-lots/{id}/photos': { answer: Out<typeof parkingLotContract> };
  /** The image itself (JPEG), not JSON. */
  'GET /parking-lots/{id}/photos/{photoId}': { query: In<typeof lotPhotoQuery>; answer: Blob };
  'DELETE /parking-lots/{id}/photos/{photoId}': { answer: void };
  'GET /parking-lots/{id}/check': { query: LotCheckRequest; answer: Out<typeof lotCheckContract> };
  'GET /parking-lots/check': { query: PassStatusRequest; answer: Out<typeof passStatusBody> };
  'GET /parking-lots/revoked-passes': { query: RevokedPassesRequest; answer: Out<typeof revokedPassesBody> };
  /** The same list for a gate's device, with its feed token in a header instead of a session. */
  'GET /parking-lots/revoked-passes/feed': { query: RevokedPassesRequest; answer: Out<typeof revokedPassesBody> };
  'POST /parking-lots/{id}/checks': { body: UploadLotChecksBody; answer: Out<typeof lotChecksResultBody> };
  'GET /parking-lots/{id}/reservations': {
    query: LotCalendarRequest;
    answer: DataBody<Out<typeof reservationContract>[]>;
  };

  'GET /locations': { answer: DataBody<Out<typeof locationContract>[]> };
  'GET /locations/options': { answer: DataBody<Out<typeof locationContract>[]> };

  'GET /parking-finder': { query: FlatQuery; answer: Out<typeof finderBody> };
  'GET /parking-finder/map': { query: FlatQuery; answer: Out<typeof finderMapBody> };
  'GET /parking-finder/lots/{id}': { query: FlatQuery; answer: Out<typeof finderLotBody> };
  'GET /geocode': { query: In<typeof geocodeQuery>; answer: DataBody<Out<typeof geocodePlaceContract>[]> };

  'POST /reservation-series/preview': { body: SeriesRequest; answer: Out<typeof seriesPreviewContract> };
  'POST /reservation-series': { body: SeriesRequest; answer: Out<typeof bookedSeriesContract> };
  'GET /reservation-series': { answer: DataBody<Out<typeof reservationSeriesContract>[]> };
  'GET /parking-lots/{id}/reservation-series': { answer: DataBody<Out<typeof reservationSeriesContract>[]> };
  'GET /reservation-series/{id}': { answer: Out<typeof reservationSeriesContract> };
  'PUT /reservation-series/{id}': { body: UpdateSeriesRequest; answer: Out<typeof reservationSeriesContract> };
  'DELETE /reservation-series/{id}': { query: CancelSeriesRequest; answer: Out<typeof cancelledSeriesContract> };

  'GET /reservations': {
    query: ListReservationsRequest;
    answer: NumberedListBody<Out<typeof reservationContract>>;
  };
  'POST /reservations': { body: CreateReservationRequest; answer: Out<typeof createdReservationContract> };
  'GET /reservations/{id}': { answer: Out<typeof reservationContract> };
  'PUT /reservations/{id}': { body: UpdateReservationRequest; answer: Out<typeof reservationContract> };
  'POST /reservations/{id}/extend': { body: In<typeof extendRequest>; answer: Out<typeof reservationContract> };
  'GET /reservations/{id}/pass': { answer: Out<typeof passContract> };
  /** An Apple Wallet pass (application/vnd.apple.pkpass), not JSON. */
  'GET /reservations/{id}/pass.pkpass': { answer: Blob };
  'GET /reservations/{id}/pass/google': { answer: Out<typeof googleWalletLinkContract> };
  /** A notification's action button (the service worker's; its token is the authorization). */
  'POST /reservations/{id}/actions': {
    body: In<typeof notificationActionRequest>;
    answer: Out<typeof notificationActionResult>;
  };
  'POST /reservations/{id}/report': { body: In<typeof reportRequest>; answer: Out<typeof reportResult> };
  'POST /reservations/{id}/contest': {
    body: In<typeof contestRequest>;
    answer: DataBody<Out<typeof reservationContract>>;
  };

  'POST /reservations/{id}/rating': {
    body: In<typeof rateReservationBody>;
    answer: DataBody<Out<typeof ratingContract>>;
  };
  'GET /reservations/{id}/rating': { answer: DataBody<Out<typeof reservationRatingContract>> };
  'GET /parking-lots/{id}/ratings': { answer: Out<typeof lotRatingsContract> };
  'POST /ratings/{id}/reply': { body: In<typeof replyRatingBody>; answer: DataBody<Out<typeof ratingContract>> };
  'POST /ratings/{id}/report': { body: In<typeof reportRatingBody>; answer: void };
  'GET /owner-strikes': { answer: DataBody<Out<typeof ownerStrikesContract>> };

  'GET /credits': { answer: Out<typeof balanceContract> };
  'GET /transactions': {
    query: ListTransactionsRequest;
    answer: NumberedListBody<Out<typeof transactionContract>>;
  };
  'GET /credits/earnings': { query: CreditEarningsRequest; answer: Out<typeof earningsContract> };
  'GET /credits/packs': { answer: DataBody<Out<typeof creditOffersContract>> };
  'POST /credits/checkout': { body: In<typeof checkoutBodySchema>; answer: Out<typeof checkoutContract> };
  'GET /credits/checkout/{sessionId}': { answer: DataBody<Out<typeof checkoutStatusContract>> };
  'GET /payments/{id}': { answer: DataBody<Out<typeof paymentContract>> };
  'GET /credit-requests': { answer: Out<typeof myCreditRequestsContract> };
  'POST /credit-requests': {
    body: In<typeof creditRequestCreateSchema>;
    answer: DataBody<Out<typeof creditRequestContract>>;
  };
  /** Stripe's, signed with STRIPE_WEBHOOK_SECRET: the raw JSON event text exactly as sent. */
  'POST /payments/stripe/webhook': { body: string; answer: Out<typeof stripeWebhookReceived> };

  'GET /admin/users': AdminList<typeof adminUsersQuery, typeof adminUserContract>;
  'GET /admin/users/{id}': { answer: DataBody<Out<typeof adminUserDetailContract>> };
  'PUT /admin/users/{id}': {
    body: In<typeof adminUserUpdateSchema>;
    answer: DataBody<Out<typeof adminUserDetailContract>>;
  };
  'POST /admin/users/{id}/credits': { body: In<typeof creditGrantSchema>; answer: Out<typeof creditGrantContract> };
  'GET /admin/automobiles': AdminList<typeof adminAutomobilesQuery, typeof adminAutomobileContract>;
  'GET /admin/automobiles/{id}': { answer: DataBody<Out<typeof adminAutomobileDetailContract>> };
  'GET /admin/parking-lots': AdminList<typeof adminLotsQuery, typeof adminLotContract>;
  'GET /admin/parking-lots/{id}': { answer: DataBody<Out<typeof adminLotDetailContract>> };
  'PUT /admin/parking-lots/{id}': {
    body: In<typeof adminLotUpdateSchema>;
    answer: DataBody<Out<typeof adminLotDetailContract>>;
  };
  'GET /admin/locations': AdminList<typeof adminLocationsQuery, typeof adminLocationContract>;
  'POST /admin/locations': {
    body: FormText<In<typeof locationPayloadSchema>>;
    answer: DataBody<Out<typeof adminLocationDetailContract>>;
  };
  'GET /admin/locations/{id}': { answer: DataBody<Out<typeof adminLocationDetailContract>> };
  'PUT /admin/locations/{id}': {
    body: FormText<In<typeof locationUpdateSchema>>;
    answer: DataBody<Out<typeof adminLocationDetailContract>>;
  };
  'DELETE /admin/locations/{id}': { answer: void };
  'POST /admin/locations/{id}/users/{userId}': { answer: DataBody<Out<typeof locationAuthorizationContract>> };
  'DELETE /admin/locations/{id}/users/{userId}': { answer: void };
  'GET /admin/reservations': AdminList<typeof adminReservationsQuery, typeof adminReservationContract>;
  'GET /admin/reservations/{id}': { answer: DataBody<Out<typeof adminReservationDetailContract>> };
  'PUT /admin/reservations/{id}': {
    body: In<typeof adminReservationUpdateSchema>;
    answer: DataBody<Out<typeof adminReservationDetailContract>>;
  };
  /** JSON, or with format=csv the CSV file (text/csv). */
  'GET /admin/transactions': {
    query: AdminListRequest<typeof adminTransactionsQuery>;
    answer: Out<typeof adminTransactionListContract>;
  };
  'GET /admin/credit-requests': {
    query: AdminCreditRequestListRequest;
    answer: Out<typeof adminCreditRequestListContract>;
  };
  'PUT /admin/credit-requests/{id}': {
    body: In<typeof creditRequestDecisionSchema>;
    answer: DataBody<Out<typeof creditRequestContract>>;
  };
  'GET /admin/ratings': { answer: DataBody<Out<typeof adminRatingContract>[]> };
  'PUT /admin/ratings/{id}': { body: In<typeof moderateRatingBody>; answer: void };
  'GET /admin/owner-holds': { answer: DataBody<Out<typeof ownerHoldContract>[]> };
  'POST /admin/owner-holds/{id}/restore': { body: In<typeof restoreOwnerBody>; answer: void };
  'GET /admin/audit': AdminList<typeof adminAuditQuery, typeof auditEntryContract>;
};

export type EndpointKey = keyof Endpoints;

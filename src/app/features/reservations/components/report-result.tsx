import './report-spot.css';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { CalendarPlus, Footprints, MapPin } from 'lucide-react';
import type { ReportResult } from '../../../../domain/contracts/reservations';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { formatInstant, formatTimeOrDate } from '../../../lib/dates';
import { formatDistance } from '../../../lib/format-distance';

/** The finder's map opens on the reported lot at a zoom where lots show (docs/home-finder.md). */
const LOTS_ZOOM = 19;

type ReportResultViewProps = {
  result: ReportResult;
  zone: string;
  /** The lot being booked (its button spins), if any. */
  booking: number | null;
  bookingError: unknown;
  onBook: (lotId: number) => void;
};

/** After a report: what came back to the wallet, and the free lots nearby to book in one tap. */
export function ReportResultView({ result, zone, booking, bookingError, onBook }: ReportResultViewProps) {
  const { t, i18n } = useLingui();
  const today = formatInstant(new Date(), 'yyyy-MM-dd', zone);
  const until = formatTimeOrDate(result.alternatives_to, today);
  const refunded = result.refunded;
  // The map around the reported lot, where the driver is.
  const lot = result.data.parking_lot;
  const held = refunded === 0 && result.data.report?.held === true;
  return (
    <div className="stack-sm">
      {held ? (
        <Alert tone="warning" title={t`Reservation cancelled`}>
          {t`This is your fourth report in 30 days: the credits come back after an administrator reviews it.`}
        </Alert>
      ) : (
        <Alert tone="success" title={t`Reservation cancelled`}>
          <span data-testid="report-refund">
            {t`${plural(refunded, { one: '# credit is back in your wallet.', other: '# credits are back in your wallet.' })}`}
          </span>
        </Alert>
      )}
      {result.alternatives.length === 0 ? (
        <div className="stack-sm">
          <p className="muted">{t`No other lot within 1 km is free for the rest of your time.`}</p>
          <Link
            to="/"
            search={{ lat: lot.latitude, lng: lot.longitude, zoom: LOTS_ZOOM, mode: 'map' }}
            className={buttonClass({ variant: 'secondary', block: true })}
          >
            <MapPin size={18} aria-hidden="true" />
            {t`Search on the map`}
          </Link>
        </div>
      ) : (
        <>
          <h3 className="report-alternatives__title">{t`Free nearby until ${until}`}</h3>
          <FormErrorAlert error={bookingError} fallback={t`The lot could not be reserved.`} fields={[]} />
          <ul className="list report-alternatives" aria-label={t`Free lots nearby`}>
            {result.alternatives.map((lot) => {
              const place = lot.identifier;
              return (
                <li key={lot.id} className="report-alternative" data-testid="report-alternative">
                  <div className="report-alternative__text">
                    <p className="report-alternative__identifier">
                      <Trans>
                        Place <span className="nowrap">{place}</span>
                      </Trans>
                    </p>
                    {lot.address ? <p className="muted text-sm">{lot.address}</p> : null}
                    <p className="report-alternative__distance tabular">
                      <Footprints size={16} aria-hidden="true" />
                      <span className="visually-hidden">{t`Distance:`}</span>
                      <span>{formatDistance(lot.distance_m, i18n.locale)}</span>
                    </p>
                  </div>
                  <Button
                    size="sm"
                    icon={<CalendarPlus size={16} aria-hidden="true" />}
                    loading={booking === lot.id}
                    disabled={booking !== null && booking !== lot.id}
                    onClick={() => onBook(lot.id)}
                    aria-label={t`Reserve place ${place}`}
                  >
                    {t`Reserve`}
                  </Button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}

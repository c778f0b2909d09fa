import { useLingui } from '@lingui/react/macro';
import { List, LoaderCircle, LocateFixed, MapPinOff, SearchX, ZoomIn } from 'lucide-react';
import { Alert } from '../../../../components/ui/alert';
import { errorMessage } from '../../../../lib/api-error';

type MapOverlaysProps = {
  /** The zoom to mention in the "zoom in" hint; null when lots show. */
  zoomHint: number | null;
  loading: boolean;
  error: unknown;
  empty: boolean;
  onLocate: () => void;
  /** No tile could be had (offline with none cached, or the tile service down). */
  tilesFailed: boolean;
  onShowList: () => void;
};

/** What sits over the map: the zoom hint, loading, the error banner, "no items found", the locate button. */
export function MapOverlays(props: MapOverlaysProps) {
  const { zoomHint, loading, error, empty, onLocate, tilesFailed, onShowList } = props;
  const { t } = useLingui();
  const shownZoom = zoomHint === null ? 0 : Math.round(zoomHint * 10) / 10;
  return (
    <>
      <div className="map-overlays__top">
        {tilesFailed ? (
          <div className="map-notice" role="status" data-testid="no-tiles">
            <MapPinOff size={18} aria-hidden="true" />
            <span>{t`Map unavailable offline: the list still works.`}</span>
            <button type="button" className="map-notice__action" onClick={onShowList}>
              <List size={16} aria-hidden="true" />
              {t`Show the list`}
            </button>
          </div>
        ) : null}
        {error ? (
          <Alert tone="error" title={t`Error!`} className="map-banner">
            {errorMessage(error, t`Failed to fetch parking lots`)}
          </Alert>
        ) : null}
        {zoomHint !== null ? (
          <p className="map-pill" data-testid="zoom-hint">
            <ZoomIn size={16} aria-hidden="true" />
            <span>
              {t`Zoom in to see parking lots`} <span className="tabular muted">({t`zoom ${shownZoom}`})</span>
            </span>
          </p>
        ) : null}
        {empty && !loading && !error ? (
          <p className="map-pill" role="status">
            <SearchX size={16} aria-hidden="true" />
            {t`No items found`}
          </p>
        ) : null}
      </div>
      {loading ? (
        <div className="map-loading" role="status">
          <LoaderCircle className="spinner" size={18} aria-hidden="true" />
          <span>{t`Loading parking lots...`}</span>
        </div>
      ) : null}
      <button
        type="button"
        className="map-locate"
        onClick={onLocate}
        aria-label={t`Show my position`}
        title={t`Show my position`}
      >
        <LocateFixed size={22} aria-hidden="true" />
      </button>
    </>
  );
}

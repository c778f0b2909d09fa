import { useLingui } from '@lingui/react/macro';
import { History, LoaderCircle, MapPin, Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useGeocode, type GeocodePlace } from '../api/geocode';
import { recentDestinations, rememberDestination } from '../recent-destinations';
import { Form } from '../../../components/ui/form';

/** Typing pauses this long before asking (the geocoder takes one request a second per user). */
const PAUSE_MS = 1000;

type DestinationSearchProps = {
  /** The destination chosen (kept with the finder's state): its name fills the field. */
  destination: GeocodePlace | null;
  onPick: (place: GeocodePlace) => void;
  onClear: () => void;
};

/**
 * "Where to?": finds an address or place through the server's geocoder and moves the map
 * (and the list) there. With an empty field, the device's recent destinations are offered.
 */
export function DestinationSearch({ destination, onPick, onClear }: DestinationSearchProps) {
  const { t, i18n } = useLingui();
  const listId = useId();
  const [text, setText] = useState(destination?.label ?? '');
  const [asked, setAsked] = useState(destination?.label ?? '');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(text), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  // Only while the list is open: a destination kept from before is not looked up again on load.
  const results = useGeocode(open ? asked : '', i18n.locale);
  const recent = open && !text.trim() ? recentDestinations() : [];
  const places = text.trim() && asked === text ? (results.data ?? []) : [];
  const choose = (place: GeocodePlace) => {
    rememberDestination(place);
    setText(place.label);
    setAsked(place.label);
    setOpen(false);
    onPick(place);
  };
  const searching = open && text.trim().length >= 3 && (asked !== text || results.isFetching);
  const showList = open && (recent.length > 0 || places.length > 0 || searching || results.isError);

  return (
    <div className="destination-search">
      <Form
        onSubmit={() => {
          setAsked(text);
          setOpen(true);
        }}
      >
        <label className="finder-filter">
          <Search size={18} aria-hidden="true" className="finder-filter__icon" />
          <span className="visually-hidden">{t`Destination`}</span>
          <input
            className={
              text ? 'input finder-filter__input finder-filter__input--clearable' : 'input finder-filter__input'
            }
            type="search"
            value={text}
            placeholder={t`Where to?`}
            autoComplete="off"
            enterKeyHint="search"
            aria-controls={showList ? listId : undefined}
            onFocus={() => setOpen(true)}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setOpen(false);
            }}
          />
          {text ? (
            <button
              type="button"
              className="finder-filter__clear"
              aria-label={t`Clear the destination`}
              onClick={() => {
                setText('');
                setAsked('');
                onClear();
              }}
            >
              <X size={16} aria-hidden="true" />
            </button>
          ) : null}
        </label>
      </Form>
      {showList ? (
        <div className="destination-search__results" id={listId}>
          {searching ? (
            <p className="destination-search__note" role="status">
              <LoaderCircle className="spinner" size={16} aria-hidden="true" />
              {t`Searching...`}
            </p>
          ) : results.isError && text.trim() ? (
            <p className="destination-search__note" role="alert">
              {errorMessage(results.error, t`Place search is unavailable right now.`)}
            </p>
          ) : text.trim() && places.length === 0 ? (
            <p className="destination-search__note" role="status">
              {t`No place found`}
            </p>
          ) : null}
          {recent.length ? <h2 className="destination-search__heading eyebrow">{t`Recent searches`}</h2> : null}
          <ul className="destination-search__list">
            {(recent.length ? recent : places).map((place) => (
              <li key={`${place.label}-${place.latitude}`}>
                <button type="button" className="destination-search__option" onClick={() => choose(place)}>
                  {recent.length ? <History size={16} aria-hidden="true" /> : <MapPin size={16} aria-hidden="true" />}
                  <span>{place.label}</span>
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="destination-search__close" onClick={() => setOpen(false)}>
            {t`Close`}
          </button>
        </div>
      ) : null}
    </div>
  );
}

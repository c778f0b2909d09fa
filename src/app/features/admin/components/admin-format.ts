import { useLingui } from '@lingui/react/macro';
import { displayDateTime } from '../../../components/ui/date-time/date-time-field';
import { displayDay } from '../../../components/ui/date-time/calendar-days';
import { creditCount } from '../../../lib/counts';
import { useStatusLabels } from './status-labels';

const EMPTY = '—';

/**
 * How the admin screens say the API's values: dates DD/MM/YYYY HH:mm (24-hour), credits with
 * their unit in the language's plural, coordinates to 6 decimals (a micro-degree, about 10 cm),
 * statuses, flags and languages in words.
 */
export function useAdminFormat() {
  const { t, i18n } = useLingui();
  const statuses = useStatusLabels();
  const credits = (amount: number) => i18n._(creditCount(amount));
  return {
    /** 'YYYY-MM-DD HH:mm:ss' as DD/MM/YYYY HH:mm; a dash when missing. */
    dateTime: (value: string | null | undefined) => (value ? displayDateTime(value) || EMPTY : EMPTY),
    /** 'YYYY-MM-DD' as DD/MM/YYYY; a dash when missing. */
    day: (value: string | null | undefined) => (value ? displayDay(value.slice(0, 10)) || EMPTY : EMPTY),
    credits,
    /** A wallet movement: "+300 credits" added, "−120 credits" used. */
    movement: (type: 'added' | 'used', amount: number) => `${type === 'added' ? '+' : '−'}${credits(amount)}`,
    coordinate: (value: number) => value.toFixed(6),
    coordinates: (latitude: number, longitude: number) => `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`,
    status: (status: string) => statuses[status] ?? t`Unknown`,
    yesNo: (value: boolean) => (value ? t`Yes` : t`No`),
    language: (code: string) => (code === 'en' ? 'English' : 'Română'),
    access: (access: string) => (access === 'restricted' ? t`Restricted` : t`Public`),
  };
}

export type AdminFormat = ReturnType<typeof useAdminFormat>;

import { api } from '../../../lib/api';
import { unwrapData } from '../../../lib/api-client';

export type CountryOption = { value: string; label: string };

/** GET /enums/CountryCode: value/label pairs (labels in the request's language), or plain codes. */
export async function getCountries(): Promise<CountryOption[]> {
  const answer = unwrapData(
    await api.get<(CountryOption | string)[] | { data: (CountryOption | string)[] }>('enums/CountryCode'),
  );
  return answer.map((entry) => (typeof entry === 'string' ? { value: entry, label: entry } : entry));
}

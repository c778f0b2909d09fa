import type { CountryOptionContract } from '../../../../domain/contracts/system';
import { api } from '../../../lib/api';

export type CountryOption = CountryOptionContract;

/** GET /enums/CountryCode: value/label pairs, labels in the request's language. */
export const getCountries = () => api.get<CountryOption[]>('enums/CountryCode');

import type { CountryOptionContract } from '../../../../domain/contracts/system';
import { call } from '../../../lib/api-call';

export type CountryOption = CountryOptionContract;

/** GET /enums/CountryCode: value/label pairs, labels in the request's language. */
export const getCountries = () => call('GET /enums/CountryCode');

import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';
import { unwrapData } from '../../../lib/api-client';
import { ratingKeys } from './rating-keys';

/** GET /owner-strikes: the caller's strikes as an owner, and whether their lots are in search. */
export const getOwnerStrikes = async () => unwrapData(await call('GET /owner-strikes'));

export const ownerStrikesQuery = () => queryOptions({ queryKey: ratingKeys.strikes(), queryFn: getOwnerStrikes });

export const useOwnerStrikes = () => useQuery(ownerStrikesQuery());

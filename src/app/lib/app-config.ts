import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfigContract } from '../../domain/contracts/system';
import { call } from './api-call';

/** GET /config: the deployment's public settings (one build serves every deployment). */
export type AppConfig = PublicConfigContract;

export const appConfigKeys = {
  all: ['app-config'] as const,
};

export const getAppConfig = () => call('GET /config', { anonymous: true });

export const appConfigQuery = () =>
  queryOptions({ queryKey: appConfigKeys.all, queryFn: getAppConfig, staleTime: 60 * 60 * 1000 });

export const useAppConfig = () => useQuery(appConfigQuery());

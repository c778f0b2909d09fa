import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-call';

export const appConfigKeys = {
  all: ['app-config'] as const,
};

/** GET /config: the deployment's public settings (one build serves every deployment). */
export const getAppConfig = () => call('GET /config', { anonymous: true });

export const appConfigQuery = () =>
  queryOptions({ queryKey: appConfigKeys.all, queryFn: getAppConfig, staleTime: 60 * 60 * 1000 });

export const useAppConfig = () => useQuery(appConfigQuery());

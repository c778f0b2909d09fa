import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /config: the deployment's public settings (one build serves every deployment). */
export type AppConfig = {
  min_credits: number;
  system_fee_credits: number;
  timezone: string;
  tile_url: string;
  tile_attribution?: string;
  /** Web Push application server key (VAPID, base64url). */
  vapid_public_key?: string;
  realtime: {
    enabled: boolean;
    key: string;
    host: string | null;
    port: number | null;
    scheme: string | null;
    cluster?: string | null;
  };
};

export const appConfigKeys = {
  all: ['app-config'] as const,
};

export const getAppConfig = () => api.get<AppConfig>('config', { anonymous: true });

export const appConfigQuery = () =>
  queryOptions({ queryKey: appConfigKeys.all, queryFn: getAppConfig, staleTime: 60 * 60 * 1000 });

export const useAppConfig = () => useQuery(appConfigQuery());

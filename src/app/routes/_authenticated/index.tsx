import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { appConfigQuery, useAppConfig } from '../../lib/app-config';
import { useMyAutomobiles } from '../../features/automobiles/api/get-my-automobiles';
import { balanceQuery, useBalance } from '../../features/credits/api/get-balance';
import { FinderScreen, type FinderConfig } from '../../features/finder/components/finder-screen';
import { DEFAULT_ZONE } from '../../features/finder/finder-store';
import { validateHomeSearch } from '../../features/finder/home-search';
import { useSession } from '../../lib/use-session';

export const Route = createFileRoute('/_authenticated/')({
  validateSearch: validateHomeSearch,
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(appConfigQuery());
    void context.queryClient.prefetchQuery(balanceQuery());
  },
  component: SearchPage,
});

const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION = '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

function SearchPage() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  const session = useSession();
  const appConfig = useAppConfig();
  const automobiles = useMyAutomobiles();
  const balance = useBalance();
  const config: FinderConfig = {
    // The map waits for the deployment's tile server (no request to a default one first).
    tileUrl: appConfig.data?.tile_url ?? (appConfig.isError ? OSM_TILES : null),
    attribution: appConfig.data?.tile_attribution ?? OSM_ATTRIBUTION,
    zone: appConfig.data?.timezone ?? DEFAULT_ZONE,
    minCredits: appConfig.data?.min_credits ?? 15,
  };
  // The link has done its work once applied: a reload keeps the finder's own state instead.
  const onLinkUsed = useCallback(() => void navigate({ to: '/', search: {}, replace: true }), [navigate]);
  return (
    <FinderScreen
      config={config}
      automobiles={automobiles.data ?? []}
      balance={balance.data}
      userId={session.user?.id ?? null}
      link={Object.keys(search).length > 0 ? search : undefined}
      onLinkUsed={onLinkUsed}
    />
  );
}

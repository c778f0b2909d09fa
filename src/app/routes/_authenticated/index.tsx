import { createFileRoute, redirect } from '@tanstack/react-router';
import { featureFilters } from '../../../domain/lot-features';
import { appConfigQuery, useAppConfig } from '../../lib/app-config';
import { useMyAutomobiles } from '../../features/automobiles/api/get-my-automobiles';
import { balanceQuery, useBalance } from '../../features/credits/api/get-balance';
import { FinderScreen, type FinderConfig } from '../../features/finder/components/finder-screen';
import { applyMapLink, resetFocus } from '../../features/finder/finder-focus';
import { DEFAULT_ZONE, updateFinder } from '../../features/finder/finder-store';
import { validateHomeSearch } from '../../features/finder/home-search';
import { useSession } from '../../lib/use-session';

export const Route = createFileRoute('/_authenticated/')({
  validateSearch: validateHomeSearch,
  // A link to the map (/?lat=..&lng=..&lot=..&mode=map) is applied as it is opened, then leaves
  // the address: a reload keeps the finder's own state. A preload (a hovered link) applies nothing.
  beforeLoad: ({ search, preload }) => {
    if (preload || Object.keys(search).length === 0) return;
    const { mode, ev, accessible, covered, gated, ...link } = search;
    if (mode) updateFinder((state) => ({ ...state, mode }));
    const features = featureFilters.filter((f) => ({ ev, accessible, covered, gated })[f]);
    if (features.length > 0) updateFinder((state) => ({ ...state, filters: { ...state.filters, features } }));
    applyMapLink(link);
    throw redirect({ to: '/', search: {}, replace: true });
  },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(appConfigQuery());
    void context.queryClient.prefetchQuery(balanceQuery());
  },
  // Leaving the home screen forgets where its map looked and which lot was selected.
  onLeave: () => resetFocus(),
  component: SearchPage,
});

const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION = '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

function SearchPage() {
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
  return (
    <FinderScreen
      config={config}
      automobiles={automobiles.data ?? []}
      balance={balance.data}
      userId={session.user?.id ?? null}
    />
  );
}

import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { SpinnerBlock } from '../../../../components/ui/spinner';
import type { FinderMapProps } from './finder-map';

// maplibre and its CSS load only when the map is shown: the list and the rest of the app
// do not pay for them on first load.
const FinderMap = lazy(() => import('./finder-map').then((module) => ({ default: module.FinderMap })));

export function LazyFinderMap(props: FinderMapProps) {
  const { t } = useLingui();
  return (
    <Suspense fallback={<SpinnerBlock label={t`Loading the map...`} />}>
      <FinderMap {...props} />
    </Suspense>
  );
}

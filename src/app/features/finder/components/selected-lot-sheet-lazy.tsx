import { lazy, Suspense } from 'react';
import { SpinnerBlock } from '../../../components/ui/spinner';
import type * as SheetModule from './selected-lot-sheet';
import type { SelectedLotSheetProps } from './selected-lot-sheet';

// The sheet and its reservation form (fields, checks, the booking call) are a chunk of their
// own, fetched once the first results show (or on the first selection): the list does not
// wait for them (docs/performance.md). An installed app has it in the service worker's precache.
let loading: Promise<typeof SheetModule> | undefined;
const load = () => (loading ??= import('./selected-lot-sheet'));
const SelectedLotSheet = lazy(() => load().then((module) => ({ default: module.SelectedLotSheet })));

/** Fetches the sheet's code ahead of the first selection (once the first results show). */
export function preloadSelectedLotSheet(): Promise<void> {
  return load().then(
    () => undefined,
    () => {
      loading = undefined; // a failed fetch (no signal) is tried again on selection
    },
  );
}

export function LazySelectedLotSheet(props: SelectedLotSheetProps) {
  return (
    <Suspense
      fallback={
        <section className="lot-panel" aria-busy="true">
          <SpinnerBlock />
        </section>
      }
    >
      <SelectedLotSheet {...props} />
    </Suspense>
  );
}

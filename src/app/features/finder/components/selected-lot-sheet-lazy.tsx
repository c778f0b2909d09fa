import { Suspense } from 'react';
import { SpinnerBlock } from '../../../components/ui/spinner';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import type { SelectedLotSheetProps } from './selected-lot-sheet';

// The sheet and its reservation form (fields, checks, the booking call) are a chunk of their
// own, fetched once the first results show (or on the first selection): the list does not
// wait for them (docs/performance.md). An installed app has it in the service worker's precache.
const sheet = preloadableLazy(
  () => import('./selected-lot-sheet'),
  (module) => module.SelectedLotSheet,
);
const SelectedLotSheet = sheet.Component;

/** Fetches the sheet's code ahead of the first selection (once the first results show). */
export const preloadSelectedLotSheet = sheet.preload;

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

import { lazy, type ComponentType } from 'react';

/**
 * A React.lazy component whose chunk can also be fetched ahead of its first render
 * (`preload`, e.g. from whenIdle). The import is made once and shared; a failed one (no
 * signal) is forgotten, so the next preload or the first render tries again.
 */
export function preloadableLazy<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): { Component: ComponentType<Props>; preload: () => Promise<void> } {
  let loading: Promise<Module> | undefined;
  const shared = () => (loading ??= load());
  return {
    Component: lazy(() => shared().then((module) => ({ default: pick(module) }))),
    preload: () =>
      shared().then(
        () => undefined,
        () => {
          loading = undefined;
        },
      ),
  };
}

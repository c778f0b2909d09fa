import { createContext, useContext, type ReactNode } from 'react';

/**
 * What every signed-in screen's header carries at its end (the notification bell): the
 * signed-in layout provides it (the route composes it from its feature), PageHeader and the
 * home's top bar show it. Guest screens have none.
 */
const HeaderActions = createContext<ReactNode>(null);

export const HeaderActionsProvider = HeaderActions.Provider;

export function useHeaderActions(): ReactNode {
  return useContext(HeaderActions);
}

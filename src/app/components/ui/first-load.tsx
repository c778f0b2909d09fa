import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-error';
import { Alert } from './alert';
import { SpinnerBlock } from './spinner';

type LoadingQuery = { isPending: boolean; isError: boolean; error: unknown; data: unknown };

/**
 * What a list shows before it has data: a spinner while its first fetch runs, the error
 * (the server's message, else `failed`) when that fetch failed; undefined once it has data.
 */
export function firstLoadState(query: LoadingQuery, texts: { loading: string; error: string; failed: string }) {
  let state: ReactNode;
  if (query.isPending) state = <SpinnerBlock label={texts.loading} />;
  else if (query.isError && !query.data) {
    state = (
      <Alert tone="error" title={texts.error}>
        {errorMessage(query.error, texts.failed)}
      </Alert>
    );
  }
  return state;
}

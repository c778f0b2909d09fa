import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useSyncExternalStore } from 'react';
import { readJson, writeJson } from '../../lib/browser-storage';
import { getCountries, type CountryOption } from './api/get-countries';

const storageKey = 'countries';
const loadFailed = msg`Failed to load countries`;

type CountriesState = { items: CountryOption[]; error: MessageDescriptor | null };

let state: CountriesState = { items: readJson<CountryOption[]>(storageKey) ?? [], error: null };
const listeners = new Set<() => void>();
const set = (next: CountriesState) => {
  state = next;
  listeners.forEach((l) => l());
};

/**
 * Loads the country list (at start and after a language change, since the labels are
 * translated) and keeps it in browser storage. On failure the list is emptied.
 */
export async function loadCountries(): Promise<void> {
  try {
    const items = await getCountries();
    writeJson(storageKey, items);
    set({ items, error: null });
  } catch (err) {
    console.error('Could not load the countries', err);
    writeJson(storageKey, []);
    set({ items: [], error: loadFailed });
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The country options for selects, and the load error if the last load failed. */
export function useCountries(): { items: CountryOption[]; error: string | null } {
  const { i18n } = useLingui();
  const { items, error } = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
  return { items, error: error ? i18n._(error) : null };
}

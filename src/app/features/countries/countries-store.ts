import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect, useSyncExternalStore } from 'react';
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

/** The language the list was last asked in: the labels are translated by the server. */
let requestedIn: string | null = null;

/**
 * Loads the country list and keeps it in browser storage (the forms work offline with the
 * last one). On failure the list is emptied.
 */
async function loadCountries(): Promise<void> {
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

/**
 * The country options for selects, and the load error if the last load failed. Only the
 * forms that show a country ask: the list is fetched when the first of them mounts and again
 * when the language changes while one is open (or the next time one opens).
 */
export function useCountries(): { items: CountryOption[]; error: string | null } {
  const { i18n } = useLingui();
  const language = i18n.locale;
  useEffect(() => {
    if (requestedIn === language) return;
    requestedIn = language;
    void loadCountries();
  }, [language]);
  const { items, error } = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
  return { items, error: error ? i18n._(error) : null };
}

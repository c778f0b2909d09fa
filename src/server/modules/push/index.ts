// What other modules may use of push: the account's notification preferences.
export { findPreferences, savePreferences } from './preferences';

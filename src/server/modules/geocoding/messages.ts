export const geocodingMessages = {
  unavailable: /*i18n*/ {
    id: 'geocoding.unavailable',
    message: 'Place search is unavailable right now. Try again in a moment.',
  },
};

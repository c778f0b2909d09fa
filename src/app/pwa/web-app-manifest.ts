import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The web app manifest (Romanian first, English in `translations`). Read by the build
 * (vite.config.ts) and checked field by field by the browser tests.
 */
export const webAppManifest: Partial<ManifestOptions> & {
  translations?: Record<string, { name: string; short_name: string; description: string }>;
} = {
  id: '/',
  name: 'Loc Liber: parcare rezervată în câteva atingeri',
  short_name: 'Loc Liber',
  description: 'Găsește un loc de parcare liber pe hartă sau în listă și rezervă-l cu credite.',
  lang: 'ro',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: '#0b5fff',
  background_color: '#f5f7fb',
  categories: ['travel', 'navigation', 'utilities'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  screenshots: [
    {
      src: '/screenshots/home-narrow.png',
      sizes: '360x740',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'Locuri libere pe hartă',
    },
    {
      src: '/screenshots/home-wide.png',
      sizes: '1280x800',
      type: 'image/png',
      form_factor: 'wide',
      label: 'Locuri libere pe hartă',
    },
  ],
  translations: {
    en: {
      name: 'Loc Liber: parking reserved in a few taps',
      short_name: 'Loc Liber',
      description: 'Find a free parking lot on the map or in the list and reserve it with credits.',
    },
  },
};

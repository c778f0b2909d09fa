import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { firstChunksOf, routePathOf } from '../../../src/build/first-chunks';

describe('routePathOf', () => {
  it('reads the path a route file serves, as TanStack Router does', () => {
    expect(routePathOf('_guest/login.tsx')).toBe('/login');
    expect(routePathOf('_authenticated/index.tsx')).toBe('/');
    expect(routePathOf('_authenticated/admin/users.tsx')).toBe('/admin/users');
    expect(routePathOf('_authenticated/admin.tsx')).toBe('/admin');
    expect(routePathOf('_authenticated/credits_/checkout.tsx')).toBe('/credits/checkout');
    expect(routePathOf('_authenticated/parking-lots.add.tsx')).toBe('/parking-lots/add');
  });

  it('has no path for a pathless layout, a parameter, the root or another file', () => {
    expect(routePathOf('_guest.tsx')).toBeUndefined();
    expect(routePathOf('_authenticated/reservations/$reservationId.tsx')).toBeUndefined();
    expect(routePathOf('__root.tsx')).toBeUndefined();
    expect(routePathOf('_guest/login.css')).toBeUndefined();
  });
});

function chunk(
  fileName: string,
  facade: string | null,
  more: Partial<Rolldown.OutputChunk> = {},
): Rolldown.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId: facade,
    isEntry: false,
    imports: [],
    viteMetadata: { importedCss: new Set<string>(), importedAssets: new Set<string>() },
    ...more,
  } as unknown as Rolldown.OutputChunk;
}

describe('firstChunksOf', () => {
  const root = '/app';
  const css = (...files: string[]) =>
    ({ importedCss: new Set(files), importedAssets: new Set<string>() }) as Rolldown.OutputChunk['viteMetadata'];
  const bundle = Object.fromEntries(
    [
      chunk('assets/index.js', '/app/src/app/main.tsx', { isEntry: true, imports: ['assets/runtime.js'] }),
      chunk('assets/runtime.js', null),
      chunk('assets/card.js', null, { imports: ['assets/runtime.js'] }),
      chunk('assets/_guest.js', '/app/src/app/routes/_guest.tsx?tsr-split=component', { imports: ['assets/brand.js'] }),
      chunk('assets/brand.js', null),
      chunk('assets/login.js', '/app/src/app/routes/_guest/login.tsx?tsr-split=component', {
        imports: ['assets/card.js', 'assets/runtime.js'],
        viteMetadata: css('assets/auth.css'),
      }),
      chunk('assets/login-error.js', '/app/src/app/routes/_guest/login.tsx?tsr-split=errorComponent'),
      chunk('assets/messages-ro.js', '/app/locales/ro/messages.po'),
      chunk('assets/messages-en.js', '/app/locales/en/messages.po'),
      chunk('assets/credits.js', '/app/src/app/routes/_authenticated/credits.tsx?tsr-split=component'),
      chunk('assets/lot.js', '/app/src/app/routes/_authenticated/parking-lots/$lotId.tsx?tsr-split=component'),
    ].map((c) => [c.fileName, c]),
  );

  it("lists a screen's chunks with its layouts', their imports and CSS, less what the entry brings", () => {
    const { guest, signedIn } = firstChunksOf(bundle, root, '/');
    expect(new Set(guest['/login'])).toEqual(
      new Set([
        '/assets/_guest.js',
        '/assets/brand.js',
        '/assets/login.js',
        '/assets/card.js',
        '/assets/auth.css',
        '/assets/login-error.js',
      ]),
    );
    // Pathless layouts and screens with a parameter have no entry of their own; a signed-in
    // screen is listed for a session only.
    expect(Object.keys(guest)).toEqual(['/login']);
    expect(signedIn).toEqual({ '/credits': ['/assets/credits.js'] });
  });

  it("lists each language's catalog under the base path", () => {
    expect(firstChunksOf(bundle, root, '/app/').catalogs).toEqual({
      ro: ['/app/assets/messages-ro.js'],
      en: ['/app/assets/messages-en.js'],
    });
  });
});

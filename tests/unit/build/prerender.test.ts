import { describe, expect, it } from 'vitest';
import { composePrerenderedPage } from '../../../src/build/prerender';

const chunks = {
  catalogs: { ro: ['/assets/messages-ro.js'], en: ['/assets/messages-en.js'] },
  signedIn: {},
  guest: { '/login': ['/assets/login-1.js', '/assets/auth-2.css'], '/register': ['/assets/register-3.css'] },
};
const shell = [
  '<!doctype html>',
  '<html lang="ro">',
  '<head><title>Loc Liber</title><script type="module" crossorigin src="/assets/index-0.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/runtime-0.js"><link rel="stylesheet" crossorigin href="/assets/index-0.css">',
  `<script type="application/json" id="first-chunks">${JSON.stringify(chunks)}</script></head>`,
  '<body><div id="root"></div></body></html>',
].join('\n');
const screen = {
  path: '/login',
  name: 'login',
  language: 'en' as const,
  title: 'Log in & more',
  html: '<!--$--><div class="guest-layout"><input id="a" type="email" value=""/><input type="checkbox"/></div><!--/$--><div class="toaster"></div>',
  kind: 'screen' as const,
};
const frame = {
  path: '/',
  name: 'home',
  language: 'en' as const,
  title: '',
  html: '<nav class="bottom-bar" aria-label="Main"><a href="/" class="bottom-bar__item active"><span>Search</span></a></nav>',
  kind: 'frame' as const,
};

describe('composePrerenderedPage', () => {
  const page = composePrerenderedPage(shell, screen);

  it("puts the screen in #root, inert and marked, its text fields read-only until the app's render", () => {
    expect(page).toContain(
      '<div id="root"><!--$--><div inert="" data-prerendered="" class="guest-layout"><input readonly="" id="a" type="email" value=""/>',
    );
    expect(page).toContain('<input readonly="" type="checkbox"/>');
    // Only the screen's first element is marked: the app finds one.
    expect(page.match(/data-prerendered/g)).toHaveLength(1);
  });

  it("gives the page the screen's language, its escaped title and its own stylesheets, once", () => {
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<title>Log in &amp; more · Loc Liber</title>');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/auth-2.css"></head>');
    expect(page).not.toContain('href="/assets/register-3.css"');
    expect(page).not.toContain('href="/assets/login-1.js"');
  });

  it('asks for its scripts at low priority: the page paints with its HTML and CSS alone', () => {
    expect(page).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-0.js">');
    expect(page).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/runtime-0.js">');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-0.css">');
  });

  it('fails the build when the shell or the render is not what it expects', () => {
    // The CSP refuses a style attribute in HTML: the screen would look different until the app ran.
    const styled = { ...screen, html: '<div class="row" style="justify-content:space-between"></div>' };
    expect(() => composePrerenderedPage(shell, styled)).toThrow(/inline style/);
    expect(() => composePrerenderedPage(shell.replace('<div id="root"></div>', '<main></main>'), screen)).toThrow(
      /#root|root/,
    );
    expect(() =>
      composePrerenderedPage(shell.replace(/<script type="application\/json".*<\/script>/, ''), screen),
    ).toThrow(/first-chunks/);
    expect(() => composePrerenderedPage(shell, { ...screen, html: 'text only' })).toThrow(/rendered no element/);
  });
});

describe('composePrerenderedPage with the signed-in frame', () => {
  const page = composePrerenderedPage(shell, frame);

  it('puts the frame beside an empty #root, inert and marked, so the app renders into #root as it would without it', () => {
    expect(page).toContain(
      '<div id="root"></div><div inert="" aria-hidden="true" data-prerendered-frame=""><nav class="bottom-bar" aria-label="Main">',
    );
    expect(page).not.toMatch(/data-prerendered=/);
  });

  it("keeps the shell's title and stylesheet, in the frame's language, its scripts at low priority", () => {
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<title>Loc Liber</title>');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-0.css">');
    expect(page).not.toContain('href="/assets/auth-2.css"');
    expect(page).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-0.js">');
  });

  it('fails the build on a frame with an inline style or no element', () => {
    expect(() => composePrerenderedPage(shell, { ...frame, html: '<nav style="bottom:0"></nav>' })).toThrow(
      /inline style/,
    );
    expect(() => composePrerenderedPage(shell, { ...frame, html: 'Search' })).toThrow(/rendered no element/);
  });
});

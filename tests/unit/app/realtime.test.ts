import { describe, expect, it } from 'vitest';
import { pusherOptions, realtimeEndpoint, type RealtimeSettings, userChannelName } from '../../../src/app/lib/realtime';

const embedded: RealtimeSettings = { enabled: true, key: 'app-key', host: null, port: null, scheme: null };
const page = (protocol: string, hostname: string, port = '') => ({ protocol, hostname, port });

describe('realtimeEndpoint', () => {
  it("uses the page's own host, port and scheme when the server leaves them open", () => {
    expect(realtimeEndpoint(embedded, page('http:', '127.0.0.1', '3000'))).toEqual({
      host: '127.0.0.1',
      port: 3000,
      tls: false,
    });
    expect(realtimeEndpoint(embedded, page('https:', 'locliber.ro'))).toEqual({
      host: 'locliber.ro',
      port: 443,
      tls: true,
    });
    expect(realtimeEndpoint(embedded, page('http:', 'parcare.local'))).toEqual({
      host: 'parcare.local',
      port: 80,
      tls: false,
    });
  });

  it('defaults to port 443 for https and 80 for http on a named host', () => {
    const page3000 = page('http:', 'localhost', '3000');
    expect(realtimeEndpoint({ ...embedded, host: 'ws.locliber.ro', scheme: 'https' }, page3000)).toEqual({
      host: 'ws.locliber.ro',
      port: 443,
      tls: true,
    });
    expect(realtimeEndpoint({ ...embedded, host: 'ws.locliber.ro', scheme: 'http' }, page3000)).toEqual({
      host: 'ws.locliber.ro',
      port: 80,
      tls: false,
    });
    expect(
      realtimeEndpoint({ ...embedded, host: 'ws.locliber.ro', scheme: null }, page('https:', 'app.locliber.ro')),
    ).toEqual({
      host: 'ws.locliber.ro',
      port: 443,
      tls: true,
    });
  });

  it('takes an explicit port as given', () => {
    expect(
      realtimeEndpoint({ ...embedded, host: 'soketi.internal', port: 6001, scheme: 'http' }, page('https:', 'x')),
    ).toEqual({
      host: 'soketi.internal',
      port: 6001,
      tls: false,
    });
  });
});

describe('pusherOptions', () => {
  it('sets the timeouts of SPEC.md, ws transports and bearer-token auth on both endpoints', () => {
    let token: string | null = 'first-token';
    const options = pusherOptions(embedded, page('http:', '127.0.0.1', '3000'), () => token);
    expect(options).toMatchObject({
      wsHost: '127.0.0.1',
      wsPort: 3000,
      wssPort: 3000,
      forceTLS: false,
      enabledTransports: ['ws', 'wss'],
      activityTimeout: 120_000,
      pongTimeout: 30_000,
      unavailableTimeout: 10_000,
      channelAuthorization: { endpoint: '/api/broadcasting/auth', transport: 'ajax' },
      userAuthentication: { endpoint: '/api/broadcasting/user-auth', transport: 'ajax' },
    });
    const channelAuth = options.channelAuthorization as { headersProvider: () => Record<string, string> };
    const userAuth = options.userAuthentication as { headersProvider: () => Record<string, string> };
    expect(channelAuth.headersProvider()).toEqual({ Authorization: 'Bearer first-token' });
    // Read at every authorization: a refreshed token is used on the next (re)subscription.
    token = 'refreshed-token';
    expect(channelAuth.headersProvider()).toEqual({ Authorization: 'Bearer refreshed-token' });
    expect(userAuth.headersProvider()).toEqual({ Authorization: 'Bearer refreshed-token' });
  });

  it('lets pusher-js find a hosted cluster when no host is given', () => {
    const options = pusherOptions(
      { ...embedded, cluster: 'eu', scheme: 'https' },
      page('http:', 'localhost', '3000'),
      () => null,
    );
    expect(options.cluster).toBe('eu');
    expect(options.wsHost).toBeUndefined();
    expect(options.forceTLS).toBe(true);
  });

  it("names the user's private channel as the server authorizes it", () => {
    expect(userChannelName(17)).toBe('private-App.Models.User.17');
  });
});

import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { ChannelHub } from '../../src/server/realtime/channel-hub';
import { serveConnection } from '../../src/server/realtime/socket-connection';
import { RawClient } from '../support/realtime-clients';

// The connection handler on a bare ws server, with the 120 s / 30 s timers shortened.
const hub = new ChannelHub();
const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
server.on('connection', (ws) =>
  serveConnection(ws, {
    app: { key: 'k', secret: 'secret-secret' },
    hub,
    activityTimeoutSeconds: 0.2,
    pongTimeoutMs: 200,
  }),
);
await new Promise((resolve) => server.once('listening', resolve));
const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/app/k?protocol=7`;
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('activity timeout', () => {
  it('pings a silent client and drops it with 4201 when no pong comes', async () => {
    const client = await RawClient.open(url);
    await client.next((f) => f.event === 'pusher:ping', 1_000);
    expect((await client.closed).code).toBe(4201);
    await expect.poll(() => hub.size).toBe(0);
  });

  it('keeps a client that answers the ping', async () => {
    const client = await RawClient.open(url);
    client.ws.on('message', (raw: Buffer) => {
      if (String(raw).includes('"pusher:ping"')) client.send('pusher:pong', {});
    });
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(client.frames.filter((f) => f.event === 'pusher:ping').length).toBeGreaterThanOrEqual(2);
    expect(client.ws.readyState).toBe(client.ws.OPEN);
    client.close();
  });
});

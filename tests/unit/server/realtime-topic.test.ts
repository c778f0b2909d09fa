import { describe, expect, it } from 'vitest';
import { ChannelHub, type HubSocket, type RealtimeEvent } from '../../../src/server/realtime/channel-hub';
import { channelOf, receiveFromTopic } from '../../../src/server/realtime/redis-publisher';

/** A process's hub as the topic's receiver sees it: what it was given, nothing else. */
function recordingHub(heard: string[]) {
  const hub = new ChannelHub();
  const delivered: RealtimeEvent[] = [];
  const terminated: string[] = [];
  const socket = { id: '1.1', send: () => undefined, close: () => undefined } as unknown as HubSocket;
  hub.add(socket);
  for (const channel of heard) hub.subscribe(socket, channel);
  return {
    concerns: (channel: string) => hub.concerns(channel),
    deliver: (event: RealtimeEvent) => delivered.push(event),
    terminateUser: (userId: string) => terminated.push(userId),
    delivered,
    terminated,
  };
}

const published = (event: RealtimeEvent) => JSON.stringify(event);

describe('the Redis topic: each process takes only what its sockets hear', () => {
  it('reads the channel from the text as the publishers write it, and gives up on anything else', () => {
    const text = published({ channel: 'private-App.Models.User.7', event: 'e', data: '{"a":"\\"x"}' });
    expect(channelOf(text)).toBe('private-App.Models.User.7');
    expect(channelOf(JSON.stringify({ terminateUser: '7' }))).toBeUndefined();
    // A name JSON escapes (never made by the app) is left to the parser.
    expect(channelOf(published({ channel: 'a"b', event: 'e', data: '{}' }))).toBeUndefined();
    expect(channelOf('{"channel":"unterminated')).toBeUndefined();
  });

  it('delivers the events of channels a socket here joined, and no other', () => {
    const hub = recordingHub(['private-App.Models.User.7']);
    const mine = { channel: 'private-App.Models.User.7', event: 'n', data: '{"id":1}', exceptSocketId: '2.2' };
    receiveFromTopic(hub, published({ channel: 'private-App.Models.User.8', event: 'n', data: '{"id":2}' }));
    receiveFromTopic(hub, published(mine));
    expect(hub.delivered).toEqual([mine]);
  });

  it('keeps delivering what is kept for later: a user’s events and a cache channel’s last one', () => {
    const hub = recordingHub([]);
    receiveFromTopic(hub, published({ channel: '#server-to-user-9', event: 'n', data: '{}' }));
    receiveFromTopic(hub, published({ channel: 'private-cache-lot-3', event: 'state', data: '{}' }));
    expect(hub.delivered.map((e) => e.channel)).toEqual(['#server-to-user-9', 'private-cache-lot-3']);
  });

  it('parses what it cannot read by its start: a terminate order, a channel JSON escapes; ignores junk', () => {
    const hub = recordingHub(['a"b']);
    receiveFromTopic(hub, JSON.stringify({ terminateUser: '7' }));
    receiveFromTopic(hub, published({ channel: 'a"b', event: 'e', data: '{}' }));
    receiveFromTopic(hub, 'not json');
    receiveFromTopic(hub, '{"channel":"x","event":1}');
    expect(hub.terminated).toEqual(['7']);
    expect(hub.delivered.map((e) => e.channel)).toEqual(['a"b']);
  });
});

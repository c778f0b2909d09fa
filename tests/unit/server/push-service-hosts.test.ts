import { describe, expect, it } from 'vitest';
import { normalizedPushEndpoint } from '../../../src/server/modules/push/push-service-hosts';

const allowed = ['fcm.googleapis.com', '*.push.apple.com'];

describe('normalizedPushEndpoint', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', 'https://fcm.googleapis.com/fcm/send/abc'],
    ['https://web.push.apple.com/QGx', 'https://web.push.apple.com/QGx'],
    ['HTTPS://FCM.googleapis.com/x', 'https://fcm.googleapis.com/x'],
    ['https://fcm.googleapis.com:443/a/./b/../c#frag', 'https://fcm.googleapis.com/a/c'],
    ['https://web.push.apple.com:2197/x', 'https://web.push.apple.com:2197/x'],
  ])('keeps %s as %s', (endpoint, normalized) => {
    expect(normalizedPushEndpoint(endpoint, allowed)).toBe(normalized);
  });

  it.each([
    'https://push.apple.com/x',
    'https://evilpush.apple.com/x',
    'https://fcm.googleapis.com.evil.example/x',
    'https://fcm.googleapis.com./x',
    'http://fcm.googleapis.com/x',
    'https://127.0.0.1/x',
    // Percent-encoded hosts: decoded to a push.apple.com name by one parser, 127.0.0.1 by another.
    'https://127.0.0.1%2epush%2eapple%2ecom/x',
    'https://a%2epush.apple.com/x',
    // IPv6 literals, decimal and hex addresses.
    'https://[::1]/x',
    'https://[::ffff:127.0.0.1]/x',
    'https://2130706433/x',
    'https://0x7f.0.0.1/x',
    'https://127.1/x',
    // Userinfo and its look-alikes.
    'https://web.push.apple.com@127.0.0.1/x',
    'https://user:pass@web.push.apple.com/x',
    'https://127.0.0.1\\@web.push.apple.com/x',
    'https://127.0.0.1#@web.push.apple.com/x',
    'https://web.push.apple.com\t.evil.example/x',
    ' https://web.push.apple.com/x',
    'not a url',
  ])('refuses %s', (endpoint) => {
    expect(normalizedPushEndpoint(endpoint, allowed)).toBeUndefined();
  });

  it('lets an exact address through only when the list names it', () => {
    expect(normalizedPushEndpoint('https://127.0.0.1:8443/p', ['127.0.0.1'])).toBe('https://127.0.0.1:8443/p');
    expect(normalizedPushEndpoint('https://2130706433:8443/p', ['127.0.0.1'])).toBeUndefined();
    expect(normalizedPushEndpoint('https://127.0.0.1/p', ['*.0.0.1'])).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { isAllowedPushService } from '../../../src/server/modules/push/push-service-hosts';

const allowed = ['fcm.googleapis.com', '*.push.apple.com'];

describe('isAllowedPushService', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', true],
    ['https://web.push.apple.com/QGx', true],
    ['https://FCM.googleapis.com/x', true],
    ['https://push.apple.com/x', false],
    ['https://evilpush.apple.com/x', false],
    ['https://fcm.googleapis.com.evil.example/x', false],
    ['https://127.0.0.1/x', false],
    ['not a url', false],
  ])('%s -> %s', (endpoint, expected) => {
    expect(isAllowedPushService(endpoint, allowed)).toBe(expected);
  });
});

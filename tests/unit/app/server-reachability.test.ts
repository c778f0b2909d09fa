import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/app/lib/api-error';
import {
  isUnreachableError,
  noteAnsweredCall,
  noteFailedCall,
  serverUnreachable,
} from '../../../src/app/lib/server-reachability';

describe('whether the server can be reached', () => {
  it('is lost with no answer or a gateway that cannot reach it, not with a refusal or a fault', () => {
    expect([0, 502, 503, 504].map((status) => isUnreachableError(new ApiError(status, undefined)))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([400, 401, 422, 500].map((status) => isUnreachableError(new ApiError(status, 'x')))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(isUnreachableError(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('follows the last calls: a failure with no answer marks it, any answer clears it', () => {
    noteAnsweredCall();
    noteFailedCall(new ApiError(422, 'invalid'));
    expect(serverUnreachable()).toBe(false);
    noteFailedCall(new ApiError(0, undefined));
    expect(serverUnreachable()).toBe(true);
    noteAnsweredCall();
    expect(serverUnreachable()).toBe(false);
  });
});

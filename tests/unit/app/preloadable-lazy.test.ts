import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from '../../../src/app/lib/preloadable-lazy';

const Body = () => null;

describe('preloadableLazy', () => {
  it('imports once for every preload', async () => {
    const load = vi.fn(() => Promise.resolve({ Body }));
    const { preload } = preloadableLazy(load, (module) => module.Body);
    await Promise.all([preload(), preload()]);
    await preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed import (no signal), so the next preload tries again', async () => {
    const load = vi
      .fn<() => Promise<{ Body: typeof Body }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ Body });
    const { preload } = preloadableLazy(load, (module) => module.Body);
    await expect(preload()).resolves.toBeUndefined();
    await preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

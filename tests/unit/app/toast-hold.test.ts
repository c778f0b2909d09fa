import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dismissToast,
  holdToasts,
  subscribeToasts,
  toast,
  type ToastItem,
} from '../../../src/app/components/ui/toast-store';

// A toast waiting for a clear place (toast-placement: the pass's code, a verdict on screen)
// keeps its whole time for when it can be seen.
describe('held toasts', () => {
  let shown: ToastItem[] = [];
  let unsubscribe: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    unsubscribe = subscribeToasts((items) => (shown = items));
  });
  afterEach(() => {
    holdToasts(false);
    shown.forEach((item) => dismissToast(item.id));
    unsubscribe();
    vi.useRealTimers();
  });

  it('go on their own 4 s after they show', () => {
    toast.info('Credite adăugate');
    vi.advanceTimersByTime(3_900);
    expect(shown.map((item) => item.text)).toEqual(['Credite adăugate']);
    vi.advanceTimersByTime(200);
    expect(shown).toEqual([]);
  });

  it('wait while held, then stay their full time once released', () => {
    holdToasts(true);
    toast.info('Credite adăugate');
    vi.advanceTimersByTime(60_000);
    expect(shown.map((item) => item.text)).toEqual(['Credite adăugate']);
    holdToasts(false);
    vi.advanceTimersByTime(3_900);
    expect(shown).toHaveLength(1);
    vi.advanceTimersByTime(200);
    expect(shown).toEqual([]);
  });

  it('held mid-way start their time again in full', () => {
    toast.error('Nu s-a putut salva');
    vi.advanceTimersByTime(5_000);
    holdToasts(true);
    vi.advanceTimersByTime(10_000);
    holdToasts(false);
    vi.advanceTimersByTime(5_900);
    expect(shown).toHaveLength(1);
    vi.advanceTimersByTime(200);
    expect(shown).toEqual([]);
  });
});

/**
 * Where the toaster goes so it never covers what a screen marks with `data-toast-guard` (the
 * pass's QR code and times, the check's verdict): at the top as everywhere else, at the bottom
 * (above the bottom bar) when the top would cover a guarded box on screen, or held (kept
 * in its live region for screen readers, not shown) while neither place is clear.
 */
export type ToastPlacement = 'top' | 'bottom' | 'held';

type Box = { top: number; bottom: number; left: number; right: number };

const overlaps = (a: Box, b: Box) => a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;

/** The guarded boxes on screen now. */
function guardedBoxes(): Box[] {
  const height = window.innerHeight;
  return [...document.querySelectorAll('[data-toast-guard]')]
    .map((element) => element.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < height);
}

/** Sets `toaster`'s data-placement to the first clear place (measured in place) and returns it. */
export function placeToaster(toaster: HTMLElement): ToastPlacement {
  const guarded = guardedBoxes();
  for (const placement of ['top', 'bottom'] as const) {
    toaster.dataset.placement = placement;
    if (guarded.length === 0) return placement;
    const toasts = [...toaster.children].map((toast) => toast.getBoundingClientRect());
    if (!toasts.some((box) => guarded.some((guard) => overlaps(box, guard)))) return placement;
  }
  toaster.dataset.placement = 'held';
  return 'held';
}

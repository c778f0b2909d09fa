/** The share of the map's height the selected lot's sheet covers at its peek (see selected-lot-panel.css). */
export const SHEET_PEEK_SHARE = 0.45;

/** Room kept between what covers the map and a lot brought into view. */
const MARGIN = 12;
/**
 * A lot marker's reach around its point: the entry arrow above the pin, the identifier below
 * it and as wide as it is (so a marker at the edge shows whole, label included).
 */
const MARKER_REACH = { top: 24, bottom: 30, side: 32 };

export type Padding = { top: number; bottom: number; left: number; right: number };

/**
 * How far from each side of `container` a lot's point must stay to be seen whole: the edges of
 * the map that something covers, plus a margin and the marker's own reach. What covers: the
 * overlays at the top (notices, the zoom hint, the zoom buttons), at the bottom (the locate
 * button, the attribution, the loading pill) and the selected lot's sheet. Measured on the
 * page as it is, so a notice that appears or a taller sheet is accounted for; a sheet about
 * to open (its chunk still loading) counts as its peek.
 */
export function coveredEdges(container: HTMLElement, sheetOpen: boolean): Padding {
  const frame = container.getBoundingClientRect();
  const area = container.closest('.finder__middle') ?? container;
  const boxes = (selector: string) =>
    [...area.querySelectorAll(selector)]
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0);
  const top = Math.max(
    frame.top,
    ...boxes('.map-overlays__top > *, .maplibregl-ctrl-top-left, .maplibregl-ctrl-top-right').map((b) => b.bottom),
  );
  const sheet = boxes('.lot-panel')[0];
  const bottomCovers = boxes('.map-locate, .map-loading, .maplibregl-ctrl-bottom-right, .maplibregl-ctrl-bottom-left');
  let bottom = Math.min(frame.bottom, ...bottomCovers.map((b) => b.top));
  if (sheet) bottom = Math.min(bottom, sheet.top);
  else if (sheetOpen) bottom = Math.min(bottom, frame.bottom - frame.height * SHEET_PEEK_SHARE);
  return {
    top: Math.round(top - frame.top) + MARGIN + MARKER_REACH.top,
    bottom: Math.round(frame.bottom - bottom) + MARGIN + MARKER_REACH.bottom,
    left: MARGIN + MARKER_REACH.side,
    right: MARGIN + MARKER_REACH.side,
  };
}

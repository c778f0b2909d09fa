import type { EarningsGroup, Earnings } from '../api/get-earnings';
import { axisLabel } from '../earnings-labels';

const WIDTH = 320;
const HEIGHT = 150;
const AXIS = 18;
const TOP = 14;

/** Labels near an edge grow inwards, so the first and the last are never cut. */
const anchor = (x: number) => (x < 16 ? 'start' : x > WIDTH - 16 ? 'end' : 'middle');

type Props = {
  earnings: Earnings;
  group: EarningsGroup;
  locale: string;
  label: string;
  describe: (i: number) => string;
};

/**
 * Bars of credits per period, drawn by hand in SVG (no chart library: it works offline and
 * costs nothing on load). About five labels under the bars, the highest value over its bar.
 */
export function EarningsChart({ earnings, group, locale, label, describe }: Props) {
  const periods = earnings.data;
  const max = Math.max(1, ...periods.map((p) => p.credits));
  const slot = WIDTH / Math.max(1, periods.length);
  const bar = Math.max(2, slot * 0.7);
  const every = Math.ceil(periods.length / 5);
  const plot = HEIGHT - AXIS - TOP;
  const highest = periods.findIndex((p) => p.credits === max);
  return (
    <svg className="earnings-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
      <line x1={0} x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} className="earnings-chart__axis" />
      {periods.map((p, i) => {
        const h = (p.credits / max) * plot;
        const x = i * slot + (slot - bar) / 2;
        return (
          <g key={p.period} data-period={p.period} data-credits={p.credits}>
            <rect
              x={x}
              y={HEIGHT - AXIS - h}
              width={bar}
              height={Math.max(h, p.credits > 0 ? 1 : 0)}
              rx={2}
              className="earnings-chart__bar"
            >
              <title>{describe(i)}</title>
            </rect>
            {i === highest && p.credits > 0 ? (
              <text x={x + bar / 2} y={HEIGHT - AXIS - h - 3} textAnchor="middle" className="earnings-chart__value">
                {p.credits}
              </text>
            ) : null}
            {(periods.length - 1 - i) % every === 0 ? (
              <text x={x + bar / 2} y={HEIGHT - 4} textAnchor={anchor(x + bar / 2)} className="earnings-chart__label">
                {axisLabel(p.period, group, locale)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

import './lot-picker.css';
/**
 * The lot on the picker map: a "P" disc with an arrow pointing the entering direction
 * (degrees clockwise from north; the map never rotates, so north is up).
 */
export function LotPin({ orientation }: { orientation: number }) {
  return (
    <svg className="lot-pin" width={64} height={64} viewBox="0 0 64 64" aria-hidden="true">
      <g transform={`rotate(${orientation} 32 32)`}>
        <path className="lot-pin__arrow" d="M 32 2 L 22 18 L 28 18 L 28 22 L 36 22 L 36 18 L 42 18 Z" />
      </g>
      <circle className="lot-pin__disc" cx={32} cy={32} r={12} />
      <text className="lot-pin__text" x={32} y={32} textAnchor="middle" dominantBaseline="central">
        P
      </text>
    </svg>
  );
}

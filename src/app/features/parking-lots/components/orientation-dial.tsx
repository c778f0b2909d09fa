import './lot-picker.css';
import { useLingui } from '@lingui/react/macro';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { bearingFromCenter, compassPoint, normalizeDegrees, snapDegrees } from '../orientation';
import { compassShort } from './compass-labels';

type Props = { value: number; onChange: (degrees: number) => void; label: string; describedBy?: string };

const SIZE = 140;
const C = SIZE / 2;
const keySteps: Record<string, number> = {
  ArrowRight: 1,
  ArrowUp: 1,
  ArrowLeft: -1,
  ArrowDown: -1,
  PageUp: 15,
  PageDown: -15,
};

/**
 * A compass dial: tap or drag around it to point the arrow (5° steps under a finger), or use
 * the arrow keys (1°) and Page Up/Down (15°). A slider to assistive technology.
 */
export function OrientationDial({ value, onChange, label, describedBy }: Props) {
  const { i18n } = useLingui();
  const ref = useRef<SVGSVGElement>(null);
  const point = compassPoint(value);

  const pick = (event: PointerEvent<SVGSVGElement>) => {
    const box = ref.current?.getBoundingClientRect();
    if (!box) return;
    const dx = event.clientX - (box.left + box.width / 2);
    const dy = event.clientY - (box.top + box.height / 2);
    if (Math.hypot(dx, dy) < 6) return;
    onChange(snapDegrees(bearingFromCenter(dx, dy), 5));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = keySteps[event.key];
    if (step !== undefined) onChange(normalizeDegrees(value + step));
    else if (event.key === 'Home') onChange(0);
    else return;
    event.preventDefault();
  };

  return (
    <svg
      ref={ref}
      className="dial"
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      width={SIZE}
      height={SIZE}
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-describedby={describedBy}
      aria-valuemin={0}
      aria-valuemax={359}
      aria-valuenow={value}
      aria-valuetext={`${value}° ${i18n._(compassShort[point])}`}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        pick(event);
      }}
      onPointerMove={(event) => {
        if (event.currentTarget.hasPointerCapture(event.pointerId)) pick(event);
      }}
    >
      <circle cx={C} cy={C} r={C - 2} className="dial__face" />
      {Array.from({ length: 24 }, (_, i) => (
        <line
          key={i}
          x1={C}
          y1={8}
          x2={C}
          y2={i % 6 === 0 ? 18 : 13}
          className="dial__tick"
          transform={`rotate(${i * 15} ${C} ${C})`}
        />
      ))}
      {(['N', 'E', 'S', 'W'] as const).map((p, i) => {
        const angle = (i * Math.PI) / 2;
        return (
          <text
            key={p}
            x={C + Math.sin(angle) * 46}
            y={C - Math.cos(angle) * 46}
            className="dial__label"
            textAnchor="middle"
            dominantBaseline="central"
          >
            {i18n._(compassShort[p])}
          </text>
        );
      })}
      <g transform={`rotate(${value} ${C} ${C})`} className="dial__needle">
        <line x1={C} y1={C} x2={C} y2={30} />
        <path d={`M ${C} 16 L ${C - 9} 34 L ${C + 9} 34 Z`} />
      </g>
      <circle cx={C} cy={C} r={11} className="dial__hub" />
      <text x={C} y={C} className="dial__hub-text" textAnchor="middle" dominantBaseline="central">
        P
      </text>
    </svg>
  );
}

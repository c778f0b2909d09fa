import { useLingui } from '@lingui/react/macro';
import { CircleCheck, CircleX } from 'lucide-react';
import { creditCount } from '../../../../lib/counts';
import type { SeriesPreview } from '../../api/preview-series';
import { dateCount, dayLabel } from '../../../../lib/series-days';
import { reasonWords } from '../../occurrence-reasons';

/** Every date of the preview: free (with its credits) or not, and why not, in words. */
export function SeriesPreviewList({ preview }: { preview: SeriesPreview }) {
  const { t, i18n } = useLingui();
  const all = preview.occurrences.length;
  const free = i18n._(dateCount(preview.free_count));
  const total = i18n._(creditCount(preview.total_credits));
  return (
    <section className="series-preview" aria-label={t`Dates of the series`} data-testid="series-preview">
      <p className="series-preview__summary">{t`${free} free of ${all}, holding ${total} in all.`}</p>
      <ul className="series-preview__dates">
        {preview.occurrences.map((o) => (
          <li key={o.date} className="series-preview__date" data-free={o.free}>
            {o.free ? (
              <CircleCheck size={18} aria-hidden="true" className="series-preview__icon" />
            ) : (
              <CircleX size={18} aria-hidden="true" className="series-preview__icon" />
            )}
            <span className="series-preview__day tabular">{dayLabel(i18n, o.date)}</span>
            <span className="series-preview__state">
              {o.free
                ? i18n._(creditCount(o.credits))
                : `${t`Not free`}: ${o.reason ? i18n._(reasonWords[o.reason]) : ''}`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

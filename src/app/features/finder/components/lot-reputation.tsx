import './lot-reputation.css';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Star, TriangleAlert } from 'lucide-react';
import type { FinderLot } from '../api/find-parking-lots';

/**
 * A lot's average rating (once it has 3; a link to its ratings) and "Cancels often" when its
 * owner has 2 strikes in 90 days. Nothing when there is neither.
 */
export function LotReputation({ lot }: { lot: FinderLot }) {
  const { t, i18n } = useLingui();
  const rated = lot.rating_average !== null && lot.rating_count !== null;
  if (!rated && !lot.cancels_often) return null;
  return (
    <p className="lot-reputation">
      {rated ? (
        <Link
          to="/parking-lots/$lotId/ratings"
          params={{ lotId: String(lot.id) }}
          className="lot-reputation__rating tabular"
          data-testid="lot-rating"
          onClick={(event) => event.stopPropagation()}
        >
          <Star size={16} aria-hidden="true" fill="currentColor" />
          <span className="visually-hidden">{t`Rating:`}</span>
          {i18n.number(lot.rating_average ?? 0, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
          <span className="lot-reputation__count">{t`(${plural(lot.rating_count ?? 0, { one: '# rating', other: '# ratings' })})`}</span>
        </Link>
      ) : null}
      {lot.cancels_often ? (
        <span className="pill pill--warning" data-testid="cancels-often">
          <TriangleAlert size={14} aria-hidden="true" />
          {t`Cancels often`}
        </span>
      ) : null}
    </p>
  );
}

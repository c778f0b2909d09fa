import './ratings.css';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/dates';
import type { Rating } from '../api/lot-ratings';
import { ratingTagLabels } from './rating-words';
import { Stars } from './stars';

/** One rating: stars, who and when, its tags and text, the owner's reply; `actions` below. */
export function RatingItem({ rating, actions }: { rating: Rating; actions?: ReactNode }) {
  const { t, i18n } = useLingui();
  return (
    <div className="rating-item" data-rating-id={rating.id}>
      <div className="rating-item__head">
        <Stars value={rating.stars} />
        <strong>{rating.rater_name}</strong>
        <span className="muted text-sm tabular">{formatDateTime(rating.created_at)}</span>
      </div>
      {rating.tags.length > 0 ? (
        <ul className="rating-tags" aria-label={t`Tags`}>
          {rating.tags.map((tag) => (
            <li key={tag} className="pill pill--neutral">
              {i18n._(ratingTagLabels[tag])}
            </li>
          ))}
        </ul>
      ) : null}
      {rating.text ? <p className="rating-item__text">{rating.text}</p> : null}
      {rating.reply ? (
        <p className="rating-item__reply">
          <span className="text-sm muted">{t`The owner's reply`}: </span>
          {rating.reply}
        </p>
      ) : null}
      {actions ? <div className="rating-item__actions">{actions}</div> : null}
    </div>
  );
}

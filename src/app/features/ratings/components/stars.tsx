import './ratings.css';
import { useLingui } from '@lingui/react/macro';
import { Star } from 'lucide-react';

/** Stars out of 5, read aloud as "4 of 5 stars". */
export function Stars({ value, size = 16 }: { value: number; size?: number }) {
  const { t } = useLingui();
  const rounded = Math.round(value);
  return (
    <span className="rating-stars" role="img" aria-label={t`${value} of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          size={size}
          aria-hidden="true"
          className={n <= rounded ? 'rating-stars__star' : 'rating-stars__star rating-stars__star--empty'}
          fill={n <= rounded ? 'currentColor' : 'none'}
        />
      ))}
    </span>
  );
}

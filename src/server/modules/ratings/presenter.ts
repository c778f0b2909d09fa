import type { RatingContract } from '../../../domain/contracts/ratings';
import { formatApiDateTime } from '../../../domain/date-time';
import type { RatingWithRater } from './repository';

export function presentRating({ rating, raterName }: RatingWithRater, zone: string): RatingContract {
  return {
    id: rating.id,
    reservation_id: rating.reservationId,
    side: rating.side,
    stars: rating.stars,
    tags: rating.tags,
    text: rating.text,
    rater_name: raterName,
    created_at: formatApiDateTime(rating.createdAt, zone),
    reply: rating.reply,
    replied_at: formatApiDateTime(rating.repliedAt, zone),
  };
}

import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { lotRatingsQuery, useLotRatings } from '../../../../features/ratings/api/lot-ratings';
import { LotRatingsList } from '../../../../features/ratings/components/lot-ratings-list';
import { parseRouteId } from '../../../../lib/route-id';

export const Route = createFileRoute('/_authenticated/parking-lots/$lotId/ratings')({
  params: { parse: ({ lotId }) => ({ lotId: String(parseRouteId(lotId)) }) },
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(lotRatingsQuery(Number(params.lotId))),
  component: LotRatingsPage,
});

/** A lot's ratings, for any signed-in user (the finder's sheet links here; the owner replies here). */
function LotRatingsPage() {
  const { t } = useLingui();
  const { lotId } = Route.useParams();
  const ratings = useLotRatings(Number(lotId));
  const identifier = ratings.data?.parking_lot_identifier;
  return (
    <div className="page">
      {ratings.data?.is_owner ? (
        <PageHeader
          title={identifier ? t`Ratings of ${identifier}` : t`Ratings`}
          back="/parking-lots/$lotId"
          backParams={{ lotId }}
        />
      ) : (
        <PageHeader title={identifier ? t`Ratings of ${identifier}` : t`Ratings`} back="/" />
      )}
      <LotRatingsList lotId={Number(lotId)} />
    </div>
  );
}

import './ratings.css';
import { useLingui } from '@lingui/react/macro';
import { EyeOff, Eye, Star } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { SpinnerBlock } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/dates';
import { useAdminReportedRatings, useModerateRating, type AdminRating } from '../api/admin-ratings';
import { RatingItem } from './rating-item';

/** Reported ratings, the longest waiting first: each read with its reports, then hidden or kept. */
export function AdminReportedRatings() {
  const { t } = useLingui();
  const query = useAdminReportedRatings();
  const moderate = useModerateRating();
  const [hiding, setHiding] = useState<AdminRating | null>(null);
  if (query.isPending) return <SpinnerBlock label={t`Loading ratings...`} />;
  if (query.isError)
    return <Alert tone="error">{errorMessage(query.error, t`The ratings could not be loaded.`)}</Alert>;
  if (query.data.length === 0) return <EmptyState icon={Star} title={t`No reported rating is waiting.`} />;
  const decide = (rating: AdminRating, decision: 'hide' | 'keep') =>
    moderate.mutate(
      { id: rating.id, decision },
      {
        onSuccess: () => {
          toast.success(decision === 'hide' ? t`The rating is hidden.` : t`The rating stays shown.`);
          setHiding(null);
        },
        onError: (error) => toast.error(errorMessage(error, t`The decision could not be saved.`)),
      },
    );
  return (
    <>
      <Card flush>
        <ul className="list">
          {query.data.map((rating) => (
            <li key={rating.id} className="list__item rating-list-item">
              <p className="text-sm">
                {t`Parking lot`} <strong>{rating.parking_lot_identifier}</strong>
              </p>
              <RatingItem
                rating={rating}
                actions={
                  <>
                    <Button
                      size="sm"
                      variant="danger"
                      icon={<EyeOff size={16} aria-hidden="true" />}
                      onClick={() => setHiding(rating)}
                    >
                      {t`Hide`}
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      icon={<Eye size={16} aria-hidden="true" />}
                      loading={
                        moderate.isPending &&
                        moderate.variables?.id === rating.id &&
                        moderate.variables.decision === 'keep'
                      }
                      onClick={() => decide(rating, 'keep')}
                    >
                      {t`Keep`}
                    </Button>
                  </>
                }
              />
              <div className="stack-sm">
                <p className="text-sm muted">{t`Reports`}</p>
                <ul className="reliability-strikes stack-sm">
                  {rating.reports.map((report, i) => (
                    <li key={i} className="text-sm">
                      <strong>{report.reporter_name}</strong>{' '}
                      <span className="muted tabular">{formatDateTime(report.created_at)}</span>
                      {report.reason ? <>: “{report.reason}”</> : null}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      </Card>
      <ConfirmDialog
        open={hiding !== null}
        title={t`Hide this rating?`}
        message={t`Nobody but its author will see it; the lot's average leaves it out.`}
        confirmLabel={t`Hide`}
        destructive
        busy={moderate.isPending}
        onConfirm={() => hiding && decide(hiding, 'hide')}
        onCancel={() => setHiding(null)}
      />
    </>
  );
}

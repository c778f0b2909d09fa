import './ratings.css';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Flag, MessageSquareReply, Star } from 'lucide-react';
import { useState } from 'react';
import { RATING_REPLY_MAX, RATING_TEXT_MAX, MIN_RATINGS_SHOWN } from '../../../../domain/rating-rules';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { SpinnerBlock } from '../../../components/ui/spinner';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage, fieldError } from '../../../lib/api-error';
import { useLotRatings, useReplyToRating, useReportRating, type Rating } from '../api/lot-ratings';
import { RatingItem } from './rating-item';
import { Stars } from './stars';

/** A lot's shown ratings: the average from 3, each rating with the owner's reply; the owner replies, anyone reports. */
export function LotRatingsList({ lotId }: { lotId: number }) {
  const { t, i18n } = useLingui();
  const query = useLotRatings(lotId);
  const [replying, setReplying] = useState<Rating | null>(null);
  const [reporting, setReporting] = useState<Rating | null>(null);
  if (query.isPending) return <SpinnerBlock label={t`Loading ratings...`} />;
  if (query.isError)
    return <Alert tone="error">{errorMessage(query.error, t`The ratings could not be loaded.`)}</Alert>;
  const { data, average, count, is_owner: isOwner } = query.data;
  return (
    <div className="stack">
      {average !== null && count !== null ? (
        <p className="rating-summary" data-testid="rating-summary">
          <Stars value={average} size={20} />
          <span className="tabular">
            {i18n.number(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
          </span>
          <span className="muted text-sm">{t`${plural(count, { one: '# rating', other: '# ratings' })}`}</span>
        </p>
      ) : data.length > 0 ? (
        <p className="muted text-sm">{t`The average shows once the lot has ${MIN_RATINGS_SHOWN} ratings.`}</p>
      ) : null}
      {data.length === 0 ? (
        <EmptyState icon={Star} title={t`No ratings yet.`} />
      ) : (
        <Card flush>
          <ul className="list">
            {data.map((rating) => (
              <li key={rating.id} className="list__item rating-list-item">
                <RatingItem
                  rating={rating}
                  actions={
                    <>
                      {isOwner && !rating.reply ? (
                        <Button
                          size="sm"
                          variant="secondary"
                          icon={<MessageSquareReply size={16} aria-hidden="true" />}
                          onClick={() => setReplying(rating)}
                        >
                          {t`Reply`}
                        </Button>
                      ) : null}
                      <Button
                        size="sm"
                        variant="ghost"
                        icon={<Flag size={16} aria-hidden="true" />}
                        onClick={() => setReporting(rating)}
                      >
                        {t`Report`}
                      </Button>
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        </Card>
      )}
      {replying ? <ReplyDialog lotId={lotId} rating={replying} onClose={() => setReplying(null)} /> : null}
      {reporting ? <ReportDialog rating={reporting} onClose={() => setReporting(null)} /> : null}
    </div>
  );
}

function ReplyDialog({ lotId, rating, onClose }: { lotId: number; rating: Rating; onClose: () => void }) {
  const { t } = useLingui();
  const [reply, setReply] = useState('');
  const mutation = useReplyToRating(lotId);
  return (
    <Dialog
      open
      onClose={onClose}
      title={t`Reply to ${rating.rater_name}`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t`Cancel`}
          </Button>
          <Button
            loading={mutation.isPending}
            disabled={reply.trim() === ''}
            onClick={() =>
              mutation.mutate(
                { id: rating.id, reply: reply.trim() },
                {
                  onSuccess: () => {
                    toast.success(t`Your reply is published.`);
                    onClose();
                  },
                },
              )
            }
          >
            {t`Publish reply`}
          </Button>
        </>
      }
    >
      <div className="stack-sm">
        <p className="muted text-sm">{t`You can reply once; everyone who reads the rating reads your reply.`}</p>
        <FormErrorAlert error={mutation.error} fallback={t`The reply could not be published.`} fields={['reply']} />
        <TextAreaField
          name="reply"
          label={t`Your reply`}
          value={reply}
          onChange={setReply}
          maxLength={RATING_REPLY_MAX}
          error={fieldError(mutation.error, 'reply')}
        />
      </div>
    </Dialog>
  );
}

function ReportDialog({ rating, onClose }: { rating: Rating; onClose: () => void }) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const mutation = useReportRating();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t`Report this rating`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t`Cancel`}
          </Button>
          <Button
            variant="danger"
            loading={mutation.isPending}
            onClick={() =>
              mutation.mutate(
                { id: rating.id, reason: reason.trim() },
                {
                  onSuccess: () => {
                    toast.success(t`Thank you: an administrator will look at this rating.`);
                    onClose();
                  },
                },
              )
            }
          >
            {t`Send report`}
          </Button>
        </>
      }
    >
      <div className="stack-sm">
        <p className="muted text-sm">{t`An administrator reads the rating and decides whether it stays shown.`}</p>
        <FormErrorAlert error={mutation.error} fallback={t`The report could not be sent.`} fields={['reason']} />
        <TextAreaField
          name="reason"
          label={t`What is wrong with it?`}
          optional
          value={reason}
          onChange={setReason}
          maxLength={RATING_TEXT_MAX}
          error={fieldError(mutation.error, 'reason')}
        />
      </div>
    </Dialog>
  );
}

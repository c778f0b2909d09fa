import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { IdCard, Pencil, Tags } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ExpiryStatePill } from '../../../components/ui/expiry-state-pill';
import { displayCalendarDate } from '../../../../domain/calendar-date';
import { countryName } from '../../../../domain/country-codes';
import { expiryState } from '../../../../domain/documents';
import { todayCalendarDate } from '../../../lib/dates';
import type { DrivingLicense } from '../api/driving-licenses';

/** The user's licences with their state and categories. */
export function LicenseList({ licenses }: { licenses: DrivingLicense[] }) {
  const { t, i18n } = useLingui();
  const today = todayCalendarDate();
  if (licenses.length === 0) return <EmptyState icon={IdCard} title={t`No driving license recorded`} />;
  return (
    <ul className="papers-list">
      {licenses.map((license) => (
        <li key={license.id}>
          <Card as="article" className="stack-sm" data-license-id={license.id}>
            <h2 className="card__title">
              {license.number}
              {license.country_code ? (
                <span className="muted"> ({countryName(license.country_code, i18n.locale)})</span>
              ) : null}
            </h2>
            <div className="paper-states">
              <ExpiryStatePill state={expiryState(license.expiry_date, today)} />
            </div>
            <dl className="facts-list">
              <div className="facts-list__row">
                <dt>{t`Issue date`}</dt>
                <dd>{displayCalendarDate(license.issue_date) || '—'}</dd>
              </div>
              <div className="facts-list__row">
                <dt>{t`Expiry date`}</dt>
                <dd>{displayCalendarDate(license.expiry_date)}</dd>
              </div>
              <div className="facts-list__row">
                <dt>{t`Categories`}</dt>
                <dd>{license.categories.map((c) => c.category).join(', ') || '—'}</dd>
              </div>
              {license.notes ? (
                <div className="facts-list__row">
                  <dt>{t`Notes`}</dt>
                  <dd>{license.notes}</dd>
                </div>
              ) : null}
            </dl>
            <div className="row" style={{ gap: 8, flexWrap: 'wrap' }}>
              {[
                { to: '/driving-licenses/$licenseId/edit' as const, icon: Pencil, label: t`Edit` },
                { to: '/driving-licenses/$licenseId/categories' as const, icon: Tags, label: t`Categories` },
              ].map(({ to, icon: Icon, label }) => (
                <Link
                  key={to}
                  to={to}
                  params={{ licenseId: String(license.id) }}
                  className={buttonClass({ variant: 'secondary', size: 'sm' })}
                >
                  <Icon size={16} aria-hidden="true" />
                  {label}
                </Link>
              ))}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Link, type LinkProps } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { buttonClass } from './button';
import { useHeaderActions } from './header-actions';

type PageHeaderProps = {
  title: string;
  /** The heading when it needs more than text (e.g. an identifier kept on one line); `title` stays the document's title. */
  heading?: ReactNode;
  subtitle?: ReactNode;
  /** Where the back arrow goes (omit for top-level screens). */
  back?: LinkProps['to'];
  backParams?: LinkProps['params'];
  actions?: ReactNode;
};

/** The screen's heading; also sets the document title ("Reservations · Loc Liber"). */
export function PageHeader({ title, heading, subtitle, back, backParams, actions }: PageHeaderProps) {
  const { t } = useLingui();
  useDocumentTitle(title);
  const shared = useHeaderActions();
  return (
    <header className="page-header">
      {back ? (
        <Link
          to={back}
          params={backParams}
          className={buttonClass({ variant: 'ghost', iconOnly: true }, 'page-header__back')}
          aria-label={t`Back`}
        >
          <ArrowLeft size={22} aria-hidden="true" />
        </Link>
      ) : null}
      <div className="page-header__text">
        <h1 className="page-header__title">{heading ?? title}</h1>
        {subtitle ? <p className="page-header__subtitle">{subtitle}</p> : null}
      </div>
      {actions || shared ? (
        <div className="page-header__actions">
          {actions}
          {shared}
        </div>
      ) : null}
    </header>
  );
}

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Loc Liber` : 'Loc Liber';
  }, [title]);
}

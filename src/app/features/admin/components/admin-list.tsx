import './admin.css';
import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Select, type SelectOption } from '../../../components/ui/select';
import { SpinnerBlock } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-error';
import type { Paged } from '../api/admin-api';
import type { AdminSearch } from '../api/admin-search';
import { Form } from '../../../components/ui/form';

export type AdminColumn<T> = {
  label: string;
  render: (row: T) => ReactNode;
  width?: string;
  /** On a phone's card, the value without its label before it (a sentence says what it is). */
  plain?: boolean;
};

type Props<T> = {
  search: AdminSearch;
  onSearch: (next: AdminSearch) => void;
  query: UseQueryResult<Paged<T>>;
  columns: AdminColumn<T>[];
  rowKey: (row: T) => number;
  onOpen: (row: T) => void;
  /** The search box's label; none for a list searched through its filters only (the audit). */
  searchLabel?: string;
  /** The filters' names as the screen labels them, for the server's word on a bad one. */
  filterLabels?: Record<string, string>;
  sorts: SelectOption[];
  filters?: ReactNode;
  summary?: ReactNode;
};

/** A searchable, sortable, paged list; its state lives in the address bar (`search`). */
export function AdminList<T>({
  search,
  onSearch,
  query,
  columns,
  rowKey,
  onOpen,
  searchLabel,
  filterLabels = {},
  sorts,
  filters,
  summary,
}: Props<T>) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState(search.q ?? '');
  // Back/forward changes q: the box follows the address bar.
  const [shown, setShown] = useState(search.q);
  if (shown !== search.q) {
    setShown(search.q);
    setText(search.q ?? '');
  }
  const meta = query.data?.meta;
  const pages = meta ? Math.max(1, Math.ceil(meta.total / meta.per_page)) : 1;
  const page = search.page ?? 1;
  // A large list's total is the database's estimate (meta.total_is_estimate): shown as "about".
  const count = meta ? i18n.number(meta.total) : '';
  const style = { '--admin-columns': columns.map((c) => c.width ?? '1fr').join(' ') } as CSSProperties;

  return (
    <>
      <Form
        className="admin-toolbar"
        role="search"
        onSubmit={() => {
          onSearch({ ...search, q: text.trim() || undefined, page: undefined, id: undefined });
        }}
      >
        {searchLabel ? (
          <div className="admin-toolbar__search">
            <TextField label={searchLabel} type="search" value={text} onChange={setText} name="q" />
            <Button type="submit" variant="secondary">{t`Search`}</Button>
          </div>
        ) : null}
        {filters}
        <Select
          className="admin-toolbar__sort"
          label={t`Sort by`}
          value={search.sort ?? ''}
          options={sorts}
          onChange={(sort) => onSearch({ ...search, sort: sort || undefined, page: undefined })}
        />
      </Form>
      {summary}
      {query.error instanceof ApiError && query.error.status === 422 ? (
        // A filter the server refused (typed into the address bar): said as such, per filter.
        <Alert tone="warning" title={t`Check the filters.`}>
          <ul className="admin-filter-errors">
            {Object.entries(query.error.fieldErrors).map(([field, messages]) => (
              <li key={field}>
                {filterLabels[field] ?? t`Filter`}: {messages.join(' ')}
              </li>
            ))}
          </ul>
        </Alert>
      ) : query.isError ? (
        <Alert tone="error" title={t`The list could not be loaded.`}>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>{t`Try again`}</Button>
        </Alert>
      ) : !query.data ? (
        <SpinnerBlock />
      ) : query.data.data.length === 0 ? (
        <EmptyState icon={SearchX} title={t`Nothing found`}>
          {t`Change the search or the filters.`}
        </EmptyState>
      ) : (
        <div style={style}>
          <div className="admin-head" aria-hidden="true">
            {columns.map((c) => (
              <span key={c.label}>{c.label}</span>
            ))}
          </div>
          <ul className="admin-rows list stack-sm">
            {query.data.data.map((row) => (
              <li key={rowKey(row)}>
                <button type="button" className="admin-row" onClick={() => onOpen(row)}>
                  {columns.map((c) => (
                    <span key={c.label} className="admin-row__cell" data-label={c.plain ? undefined : c.label}>
                      {c.render(row)}
                    </span>
                  ))}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {meta && meta.total > 0 ? (
        <nav className="admin-pager" aria-label={t`Pages`}>
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1}
            onClick={() => onSearch({ ...search, page: page - 1 > 1 ? page - 1 : undefined })}
          >{t`Previous`}</Button>
          <span>
            {meta.total_is_estimate
              ? t`Page ${page} of about ${pages} · about ${count} in all`
              : t`Page ${page} of ${pages} · ${count} in all`}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= pages}
            onClick={() => onSearch({ ...search, page: page + 1 })}
          >{t`Next`}</Button>
        </nav>
      ) : null}
    </>
  );
}

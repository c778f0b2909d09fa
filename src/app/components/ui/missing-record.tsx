import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api-error';
import { EmptyState } from './empty-state';

/** Whether a failed load means the record is not there (or is not the user's): 404. */
export const isMissing = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

type MissingRecordProps = {
  title: string;
  message: string;
  /** The way back (a link to the list). */ action: ReactNode;
};

/** What a screen of a record that does not exist shows: what is missing, why, and the way back. */
export function MissingRecord({ title, message, action }: MissingRecordProps) {
  return (
    <EmptyState icon={SearchX} title={title} action={action}>
      <p className="muted">{message}</p>
    </EmptyState>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { fieldError } from './api-error';

type Issues = Partial<Record<string, MessageDescriptor>>;

/**
 * A form's own check before it sends (formIssues with the domain's schema, or a feature's
 * validator) beside the server's answer: a field shows its own check's message first, else
 * the server's. The server still decides.
 */
export function useFormChecks(serverError: unknown) {
  const { i18n } = useLingui();
  const [issues, setIssues] = useState<Issues>({});
  return {
    /** Whether the last check found anything (the form then says to fix the errors). */
    failed: Object.keys(issues).length > 0,
    /** The text under one field. */
    error: (field: string): string | undefined => {
      const issue = issues[field];
      return issue ? i18n._(issue) : fieldError(serverError, field);
    },
    /** Forgets what the last check found (an edit of what it was about). */
    clear: () => setIssues({}),
    /** Keeps what the check found; true when it found nothing and the form may send. */
    passes: (found: Issues): boolean => {
      setIssues(found);
      return Object.keys(found).length === 0;
    },
  };
}

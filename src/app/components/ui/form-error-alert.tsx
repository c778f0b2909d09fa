import { useLingui } from '@lingui/react/macro';
import { ApiError, errorMessage } from '../../lib/api-error';
import { Alert } from './alert';

type FormErrorAlertProps = {
  error: unknown;
  fallback: string;
  /** The fields the form shows errors under: the server's errors on any other field are listed here. */
  fields?: readonly string[];
  /** The form's own check found errors before anything was sent (useFormChecks): says to fix them. */
  checkFailed?: boolean;
};

/**
 * The message above a form whose submit failed: "Please fix the errors in the form" when
 * the server flagged fields (each shows its own text) without saying more, else the server's
 * message, else the fallback of SPEC.md section 8. Errors of fields the form does not show
 * are listed under it, so every error the server returned is on screen at once.
 */
export function FormErrorAlert({ error, fallback, fields, checkFailed }: FormErrorAlertProps) {
  const { t } = useLingui();
  if (checkFailed) return <Alert tone="error">{t`Please fix the errors in the form`}</Alert>;
  if (!error) return null;
  const fieldTexts = error instanceof ApiError ? Object.values(error.fieldErrors).flat() : [];
  // "Invalid email or password" comes as both the message and a field error: it is the explanation.
  const serverExplains = error instanceof ApiError && !!error.serverMessage && fieldTexts.includes(error.serverMessage);
  const hasFieldErrors = fieldTexts.length > 0 && !serverExplains;
  const offline = error instanceof ApiError && error.status === 0;
  const text = hasFieldErrors
    ? t`Please fix the errors in the form`
    : offline
      ? t`No connection. Check your signal and try again.`
      : errorMessage(error, fallback);
  const elsewhere =
    fields && error instanceof ApiError
      ? Object.entries(error.fieldErrors)
          .filter(([field]) => !fields.includes(field))
          .flatMap(([, texts]) => texts)
          .filter((message) => message !== text)
      : [];
  return (
    <Alert tone="error">
      {text}
      {elsewhere.length > 0 ? (
        <ul className="form-error-alert__list">
          {elsewhere.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </Alert>
  );
}

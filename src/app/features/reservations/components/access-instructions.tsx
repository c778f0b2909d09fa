import { useLingui } from '@lingui/react/macro';
import { KeyRound } from 'lucide-react';

/**
 * The lot owner's access instructions (gate code, level): the server sends them only to the
 * driver of an open reservation, and the screen hides them too once it ends by the clock.
 */
export function AccessInstructions({ text, open }: { text: string | null | undefined; open: boolean }) {
  const { t } = useLingui();
  if (!text || !open) return null;
  return (
    <section className="access-instructions" aria-labelledby="access-instructions-title">
      <h2 id="access-instructions-title" className="access-instructions__title">
        <KeyRound size={18} aria-hidden="true" />
        {t`How to get in`}
      </h2>
      <p className="access-text" data-testid="access-instructions">
        {text}
      </p>
    </section>
  );
}

import { useLingui } from '@lingui/react/macro';
import { ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { FieldError } from '../../../../components/ui/text-field';
import { Form } from '../../../../components/ui/form';

type PastePassFormProps = { onCode: (text: string) => void; busy?: boolean };

/** The pass's code pasted or typed (sent in a message, or read by another app): checked as a scan would be. */
export function PastePassForm({ onCode, busy }: PastePassFormProps) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  return (
    <Form
      className="stack-sm"
      onSubmit={() => {
        const code = text.trim();
        setEmpty(code === '');
        if (code) onCode(code);
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t`Pass code`}
        </label>
        <textarea
          id={id}
          className="input pass-check__code"
          rows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t`Paste the code here`}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          aria-invalid={empty || undefined}
          aria-describedby={empty ? `${id}-error` : undefined}
        />
        {empty ? <FieldError id={`${id}-error`} message={t`Paste or type the pass code first.`} /> : null}
      </div>
      <Button
        type="submit"
        variant="secondary"
        block
        loading={busy}
        icon={<ShieldCheck size={18} aria-hidden="true" />}
      >
        {t`Check the pass`}
      </Button>
    </Form>
  );
}

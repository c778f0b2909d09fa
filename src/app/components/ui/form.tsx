import type { FormHTMLAttributes } from 'react';

type FormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> & { onSubmit: () => void };

/**
 * A form the app submits itself: no page load, and no browser bubbles (noValidate), since
 * the fields show the app's own messages.
 */
export function Form({ onSubmit, children, ...rest }: FormProps) {
  return (
    <form
      {...rest}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

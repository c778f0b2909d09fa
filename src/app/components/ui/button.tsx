import { LoaderCircle } from 'lucide-react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export type ButtonStyle = { variant?: ButtonVariant; size?: 'md' | 'sm'; block?: boolean; iconOnly?: boolean };

/** The class list of a button; also for links that look like buttons (`<Link className={buttonClass(...)}>`). */
export function buttonClass(
  { variant = 'primary', size = 'md', block, iconOnly }: ButtonStyle = {},
  extra?: string,
): string {
  return cx(
    'btn',
    `btn--${variant}`,
    size === 'sm' && 'btn--sm',
    block && 'btn--block',
    iconOnly && 'btn--icon',
    extra,
  );
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonStyle & {
    /** Shows a spinner and blocks further clicks while an action runs. */
    loading?: boolean;
    icon?: ReactNode;
  };

export function Button({
  variant,
  size,
  block,
  iconOnly,
  loading,
  icon,
  className,
  children,
  disabled,
  type,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={buttonClass({ variant, size, block, iconOnly }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <LoaderCircle className="spinner" size={18} aria-hidden="true" /> : icon}
      {children}
    </button>
  );
}

import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names';

type CardProps = HTMLAttributes<HTMLElement> & {
  title?: ReactNode;
  flush?: boolean;
  as?: 'section' | 'div' | 'article';
};

/** A white surface with a border; `title` adds a heading, `flush` drops the padding (for lists). */
export function Card({ title, flush, as: Tag = 'section', className, children, ...rest }: CardProps) {
  return (
    <Tag className={cx('card', flush && 'card--flush', className)} {...rest}>
      {title ? <h2 className="card__title">{title}</h2> : null}
      {children}
    </Tag>
  );
}

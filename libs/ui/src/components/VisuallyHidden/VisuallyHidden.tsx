import type { ComponentPropsWithRef, ElementType } from 'react';
import { cx } from '../../utils/cx';

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'> & { as?: ElementType };

/** Content for assistive technology only (uses the global .pv-visually-hidden class). */
export function VisuallyHidden({ as: Component = 'span', className, ...rest }: VisuallyHiddenProps) {
  return <Component className={cx('pv-visually-hidden', className)} {...rest} />;
}

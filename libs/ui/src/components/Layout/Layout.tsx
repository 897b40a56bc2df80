// Page layout primitives: Container (centred max width, the header's inset), Stack (vertical flex with a token
// gap), Cluster (a row that wraps), Grid (responsive columns).
import type { ComponentPropsWithoutRef, CSSProperties, ElementType, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import './Layout.css';

/** Steps of the spacing scale in tokens.css (--pv-space-N). */
export type SpaceStep = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 8 | 10 | 12 | 16;

const space = (step: SpaceStep) => `var(--pv-space-${step})`;

type BoxProps = Omit<ComponentPropsWithoutRef<'div'>, 'children'> & {
  as?: ElementType;
  children?: ReactNode;
};

export type ContainerProps = BoxProps & { size?: 'narrow' | 'default' | 'wide' };

export function Container({ as: Component = 'div', size = 'default', className, ...rest }: ContainerProps) {
  return (
    <Component className={cx('pv-container', size !== 'default' && `pv-container--${size}`, className)} {...rest} />
  );
}

export type StackProps = BoxProps & {
  direction?: 'row' | 'column';
  gap?: SpaceStep;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean;
};

export function Stack({
  as: Component = 'div',
  direction = 'column',
  gap = 4,
  align,
  justify,
  wrap = false,
  className,
  style,
  ...rest
}: StackProps) {
  return (
    <Component
      className={cx('pv-stack', direction === 'row' && 'pv-stack--row', wrap && 'pv-stack--wrap', className)}
      style={{ '--pv-stack-gap': space(gap), alignItems: align, justifyContent: justify, ...style } as CSSProperties}
      {...rest}
    />
  );
}

export type GridProps = BoxProps & {
  /** Fixed number of equal columns. Without it the grid fits as many `minColumnWidth` columns as it can. */
  columns?: number;
  /** CSS length, e.g. '16rem'. */
  minColumnWidth?: string;
  gap?: SpaceStep;
};

export function Grid({
  as: Component = 'div',
  columns,
  minColumnWidth = '16rem',
  gap = 4,
  className,
  style,
  ...rest
}: GridProps) {
  return (
    <Component
      className={cx('pv-grid', columns !== undefined && 'pv-grid--fixed', className)}
      style={
        {
          '--pv-grid-gap': space(gap),
          '--pv-grid-min': minColumnWidth,
          '--pv-grid-columns': columns,
          ...style,
        } as CSSProperties
      }
      {...rest}
    />
  );
}

export type ClusterProps = BoxProps & {
  gap?: SpaceStep;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
};

/** A row of pieces (buttons, badges, filters) that wraps onto the next line where there is no room. */
export function Cluster({
  as: Component = 'div',
  gap = 3,
  align = 'center',
  justify,
  className,
  style,
  ...rest
}: ClusterProps) {
  return (
    <Component
      className={cx('pv-cluster', className)}
      style={{ '--pv-cluster-gap': space(gap), alignItems: align, justifyContent: justify, ...style } as CSSProperties}
      {...rest}
    />
  );
}

// Card surface with media, body, footer and an optional stretched title link that makes the whole card clickable.
import type { ComponentPropsWithoutRef, ComponentPropsWithRef, CSSProperties, ElementType, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import './Card.css';

type BoxProps = Omit<ComponentPropsWithoutRef<'div'>, 'children'> & { children?: ReactNode };

export type CardProps = BoxProps & {
  /** 'article' for self-contained items, 'li' inside a list. */
  as?: ElementType;
  orientation?: 'vertical' | 'horizontal';
};

export function Card({ as: Component = 'div', orientation = 'vertical', className, ...rest }: CardProps) {
  return (
    <Component className={cx('pv-card', orientation === 'horizontal' && 'pv-card--horizontal', className)} {...rest} />
  );
}

export type CardMediaProps = {
  src?: string | null;
  /** Required: describe the image, or pass '' when it is purely decorative. */
  alt: string;
  /** CSS aspect-ratio, e.g. '16 / 9' (default) or '4 / 3'. */
  aspectRatio?: string;
  /** Shown when there is no src (e.g. an icon or 'No Image'). */
  fallback?: ReactNode;
  /** Overlay content such as a badge. */
  children?: ReactNode;
  className?: string;
};

export function CardMedia({ src, alt, aspectRatio, fallback, children, className }: CardMediaProps) {
  return (
    <div
      className={cx('pv-card__media', className)}
      style={aspectRatio ? ({ '--pv-card-media-ratio': aspectRatio } as CSSProperties) : undefined}
    >
      {src ? <img src={src} alt={alt} loading="lazy" decoding="async" /> : fallback}
      {children}
    </div>
  );
}

export function CardBody({ className, ...rest }: BoxProps) {
  return <div className={cx('pv-card__body', className)} {...rest} />;
}

/** Actions row; sits above the stretched link so its buttons stay clickable. */
export function CardFooter({ className, ...rest }: BoxProps) {
  return <div className={cx('pv-card__footer', className)} {...rest} />;
}

export type CardTitleProps = BoxProps & { as?: 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'p' };

export function CardTitle({ as: Component = 'h3', className, ...rest }: CardTitleProps) {
  return <Component className={cx('pv-card__title', className)} {...rest} />;
}

export type CardLinkProps<C extends ElementType = 'a'> = { as?: C; className?: string } & Omit<
  ComponentPropsWithRef<C>,
  'as' | 'className'
>;

/** The card's main link (usually inside CardTitle); covers the card. `as={Link}` for React Router. */
export function CardLink<C extends ElementType = 'a'>({ as, className, ...rest }: CardLinkProps<C>) {
  const Component: ElementType = as ?? 'a';
  return <Component className={cx('pv-card__link', className)} {...rest} />;
}

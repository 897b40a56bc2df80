// The one frame of every page of the three apps: the header's inset (Container), the page's title (its
// one h1) with an optional back link, description and actions, then its sections on one spacing scale.
// Inside the dashboards (whose layout is already inset) the frame adds no second inset.
import './page-frame.css';
import './ui-kit-language';
import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, ChevronLeftIcon, Cluster, Container, type ContainerProps } from '@pavilion/ui';

export interface PageBackLink {
  /** A path inside the app: '/dashboard/events'. */
  to: string;
  /** What it goes back to, in words: 'Back to the events'. */
  label: string;
}

export interface PageHeaderProps {
  /** The page's h1. */
  title: ReactNode;
  titleId?: string;
  description?: ReactNode;
  back?: PageBackLink;
  /** Buttons or links beside the title (they wrap under it on a phone). */
  actions?: ReactNode;
  /** Under the title: badges, a status line. */
  meta?: ReactNode;
}

/** The page's title block; PageFrame renders it from its own props, pages whose title comes with their data render it themselves. */
export function PageHeader({ title, titleId, description, back, actions, meta }: PageHeaderProps) {
  return (
    <div className="pv-page-header">
      {back && (
        <Link className="pv-page-header__back" to={back.to}>
          <ChevronLeftIcon size={16} />
          {back.label}
        </Link>
      )}
      <div className="pv-page-header__row">
        <h1 id={titleId} className="pv-page-title">
          {title}
        </h1>
        {actions && <Cluster className="pv-page-header__actions">{actions}</Cluster>}
      </div>
      {meta}
      {description && <div className="pv-page-header__description">{description}</div>}
    </div>
  );
}

export type PageFrameProps = Omit<ContainerProps, 'title'> &
  Partial<PageHeaderProps> & {
    children?: ReactNode;
  };

/**
 * A page: inset like the header, its header (when `title` is given), then its children one
 * `--pv-space-6` apart. `as="section"` with a title makes it a region named by the title.
 */
export function PageFrame({
  title,
  titleId,
  description,
  back,
  actions,
  meta,
  size,
  as,
  className,
  children,
  ...rest
}: PageFrameProps) {
  const generatedId = useId();
  const headingId = titleId ?? generatedId;
  const named = as === 'section' && title !== undefined && !rest['aria-label'] && !rest['aria-labelledby'];
  return (
    <Container
      as={as}
      size={size}
      className={['pv-page', className].filter(Boolean).join(' ')}
      aria-labelledby={named ? headingId : undefined}
      {...rest}
    >
      {title !== undefined && (
        <PageHeader
          title={title}
          titleId={headingId}
          description={description}
          back={back}
          actions={actions}
          meta={meta}
        />
      )}
      {children}
    </Container>
  );
}

export type PageSectionProps = Omit<ComponentPropsWithoutRef<'section'>, 'title'> & {
  title: ReactNode;
  /** h2 by default; h3 for a section inside a section. */
  headingLevel?: 2 | 3 | 4;
  titleId?: string;
  /** Hides the heading visually (it still names the section). */
  hideTitle?: boolean;
  description?: ReactNode;
  actions?: ReactNode;
  /** A panel: the section on a card (border, surface, padding). */
  panel?: boolean;
};

/** One section of a page: a region named by its heading, its children one `--pv-space-4` apart. */
export function PageSection({
  title,
  headingLevel = 2,
  titleId,
  hideTitle = false,
  description,
  actions,
  panel = false,
  className,
  children,
  ...rest
}: PageSectionProps) {
  const generatedId = useId();
  const headingId = titleId ?? generatedId;
  const Heading = `h${headingLevel}` as const;
  const classes = ['pv-page-section', panel && 'pv-page-section--panel', className].filter(Boolean).join(' ');
  const content = (
    <>
      <div className={['pv-page-section__head', hideTitle && 'pv-visually-hidden'].filter(Boolean).join(' ')}>
        <Heading id={headingId} className="pv-page-section__title">
          {title}
        </Heading>
        {actions && <Cluster className="pv-page-section__actions">{actions}</Cluster>}
      </div>
      {description && <div className="pv-page-section__description">{description}</div>}
      {children}
    </>
  );
  return panel ? (
    <Card as="section" aria-labelledby={headingId} className={classes} {...rest}>
      {content}
    </Card>
  ) : (
    <section aria-labelledby={headingId} className={classes} {...rest}>
      {content}
    </section>
  );
}

// Accordion of independent disclosures: every item starts closed unless told otherwise and opens on its own.
import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { createContext, useContext, type ReactNode } from 'react';
import { ChevronDownIcon } from '../../icons/icons';
import { cx } from '../../utils/cx';
import './Accordion.css';

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

const HeadingLevelContext = createContext<HeadingLevel>(3);

export type AccordionProps = {
  /** Level of the heading wrapping each item's button (fit it to the page outline). */
  headingLevel?: HeadingLevel;
  children: ReactNode;
  className?: string;
};

export function Accordion({ headingLevel = 3, children, className }: AccordionProps) {
  return (
    <HeadingLevelContext.Provider value={headingLevel}>
      <div className={cx('pv-accordion', className)}>{children}</div>
    </HeadingLevelContext.Provider>
  );
}

export type AccordionItemProps = {
  title: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  className?: string;
};

export function AccordionItem({ title, children, defaultOpen = false, className }: AccordionItemProps) {
  const level = useContext(HeadingLevelContext);
  const Heading = `h${level}` as const;
  return (
    <Disclosure as="div" defaultOpen={defaultOpen} className={cx('pv-accordion__item', className)}>
      <Heading className="pv-accordion__heading">
        <DisclosureButton className="pv-accordion__button">
          <span>{title}</span>
          <ChevronDownIcon className="pv-accordion__icon" />
        </DisclosureButton>
      </Heading>
      {/* Kept in the DOM while closed so in-page search and aria-controls keep working. */}
      <DisclosurePanel unmount={false} className="pv-accordion__panel">
        {children}
      </DisclosurePanel>
    </Disclosure>
  );
}

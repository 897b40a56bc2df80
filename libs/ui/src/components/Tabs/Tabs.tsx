import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import './Tabs.css';

export type TabItem = {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
};

export type TabsProps = {
  tabs: TabItem[];
  /** Accessible name of the tab list, e.g. 'Settings sections'. */
  label: string;
  /** Controlled selection (index); pair with onChange. */
  selectedIndex?: number;
  defaultIndex?: number;
  onChange?: (index: number) => void;
  orientation?: 'horizontal' | 'vertical';
  /** Arrow keys move focus only; Enter/Space select (useful when panels are expensive). */
  manual?: boolean;
  className?: string;
};

/** Tabs following the WAI-ARIA pattern (Headless UI): arrow keys, Home/End, roving focus. */
export function Tabs({
  tabs,
  label,
  selectedIndex,
  defaultIndex,
  onChange,
  orientation = 'horizontal',
  manual = false,
  className,
}: TabsProps) {
  return (
    <TabGroup
      selectedIndex={selectedIndex}
      defaultIndex={defaultIndex}
      onChange={onChange}
      vertical={orientation === 'vertical'}
      manual={manual}
      className={cx('pv-tabs', orientation === 'vertical' && 'pv-tabs--vertical', className)}
    >
      <TabList className="pv-tabs__list" aria-label={label}>
        {tabs.map((tab) => (
          <Tab key={tab.id} disabled={tab.disabled} className="pv-tabs__tab">
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="pv-tabs__panels">
        {tabs.map((tab) => (
          <TabPanel key={tab.id} className="pv-tabs__panel">
            {tab.content}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}

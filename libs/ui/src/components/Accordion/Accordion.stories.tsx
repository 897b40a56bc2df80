import preview from '../../../.storybook/preview';
import { Accordion, AccordionItem } from './Accordion';

const meta = preview.meta({
  title: 'Disclosure/Accordion',
  component: Accordion,
  args: { headingLevel: 2 },
});

export const Default = meta.story({
  args: { children: null },
  render: (args) => (
    <Accordion {...args}>
      <AccordionItem title="A17 Applicable law">These terms are governed by English law.</AccordionItem>
      <AccordionItem title="A18 Modification">We may modify these terms from time to time.</AccordionItem>
      <AccordionItem title="B1 Events">Events are organised by partners, not by us.</AccordionItem>
    </Accordion>
  ),
});

export const Catalog = meta.story(() => (
  <Accordion headingLevel={3}>
    <AccordionItem title="Open at first" defaultOpen>
      <p>Items can start open with defaultOpen; by default every item starts closed.</p>
    </AccordionItem>
    <AccordionItem title="Rich content">
      <ul>
        <li>Lists</li>
        <li>
          <a href="#link">Links</a>
        </li>
      </ul>
    </AccordionItem>
    <AccordionItem title="A very long title that wraps onto more than one line on narrow screens to check alignment of the chevron">
      Content
    </AccordionItem>
  </Accordion>
));

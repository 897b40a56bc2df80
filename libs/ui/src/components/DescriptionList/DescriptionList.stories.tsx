import preview from '../../../.storybook/preview';
import { DescriptionList } from './DescriptionList';

const meta = preview.meta({
  title: 'Layout/DescriptionList',
  component: DescriptionList,
  args: {
    items: [
      { label: 'Filed', value: 'Nov 2, 2026, 10:15 AM by Harbour Events' },
      { label: 'Event', value: 'Harbour Jazz Night' },
      { label: 'What happened', value: 'A chair in row C was broken after the concert.' },
    ],
  },
});

export const Default = meta.story();

export const LongText = meta.story({
  args: {
    items: [
      {
        label: 'Event',
        value: 'The Very Long Annual International Harbour Jazz, Blues and Soul Night at the Old Quay',
      },
      {
        label: "The buyer's answer",
        value:
          'You disagreed on Nov 4, 2026, 9:00 AM. "The chair was already broken when we sat down, the usher saw it and moved us to row D; please ask them."',
      },
      { label: 'Reference', value: 'ORDER-2026-000000000000000000000042-WITHOUT-BREAKS' },
    ],
  },
});

/** At a phone's width the labels and values stay side by side; labels wrap within their share. */
export const Narrow = LongText.extend({
  decorators: [
    (Story) => (
      <div style={{ width: 330 }}>
        <Story />
      </div>
    ),
  ],
});

export const Stacked = meta.story({ args: { layout: 'stacked', size: 'sm' } });

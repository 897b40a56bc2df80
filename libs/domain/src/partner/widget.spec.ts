// The widget's colours: WCAG 2's contrast, the AA line, and what a checkout link's source may be.
import { contrastRatio, orderSourceOf, WIDGET_DEFAULT_COLOURS, ZWidgetColours } from './widget';

it('measures contrast as WCAG 2 does', () => {
  expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
  expect(contrastRatio('#777777', '#777777')).toBe(1);
  expect(contrastRatio(WIDGET_DEFAULT_COLOURS.accent, WIDGET_DEFAULT_COLOURS.accentText)).toBeCloseTo(6.7, 1);
});

it('takes a pair from 4.5:1 up, lower-cased, and refuses one below on the text colour, naming its contrast', () => {
  expect(ZWidgetColours.parse({ accent: ' #0B6E4F', accentText: '#FFFFFF' })).toEqual({
    accent: '#0b6e4f',
    accentText: '#ffffff',
  });
  // #767676 on white is 4.54:1, the lightest grey AA allows; #777777 is 4.47:1 (the message rounds down).
  expect(ZWidgetColours.safeParse({ accent: '#767676', accentText: '#ffffff' }).success).toBe(true);
  const refused = ZWidgetColours.safeParse({ accent: '#777777', accentText: '#ffffff' });
  expect(refused.success).toBe(false);
  expect(refused.error?.issues).toEqual([
    expect.objectContaining({ path: ['accentText'], message: expect.stringContaining('a contrast of 4.47:1') }),
  ]);
});

it('knows the widget as the only source', () => {
  expect(orderSourceOf('widget')).toBe('widget');
  expect(orderSourceOf('Widget')).toBeNull();
  expect(orderSourceOf(null)).toBeNull();
});

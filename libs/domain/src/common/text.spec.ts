import { errorsOf, messagesAt, parseOk } from '../spec-helpers';
import { isTruncated, truncate, zOptionalText, zRequiredText } from './text';

describe('zRequiredText', () => {
  const schema = zRequiredText('Name is required', { min: 3, minMessage: 'Please enter your full name', max: 10 });

  it('trims', () => {
    expect(parseOk(schema, '  Ann Lee ')).toBe('Ann Lee');
  });

  it('gives only the required message for blank input', () => {
    expect(messagesAt(schema, '   ', '')).toEqual(['Name is required']);
    expect(messagesAt(schema, undefined, '')).toEqual(['Name is required']);
  });

  it('gives the minimum message for short input', () => {
    expect(messagesAt(schema, 'Al', '')).toEqual(['Please enter your full name']);
  });

  it('caps the length', () => {
    expect(errorsOf(schema, 'x'.repeat(11))).toEqual({ _: 'Must be at most 10 characters' });
  });

  it('defaults the cap to 255', () => {
    expect(zRequiredText('r').safeParse('x'.repeat(255)).success).toBe(true);
    expect(zRequiredText('r').safeParse('x'.repeat(256)).success).toBe(false);
  });
});

describe('zOptionalText', () => {
  it('turns blank into null and trims the rest', () => {
    const schema = zOptionalText(5);
    expect(parseOk(schema, '')).toBeNull();
    expect(parseOk(schema, '   ')).toBeNull();
    expect(parseOk(schema, null)).toBeNull();
    expect(parseOk(schema, undefined)).toBeNull();
    expect(parseOk(schema, ' ab ')).toBe('ab');
    expect(errorsOf(schema, 'abcdef')).toEqual({ _: 'Must be at most 5 characters' });
  });
});

describe('truncate', () => {
  it('leaves text of 150 characters or fewer alone', () => {
    const text = 'x'.repeat(150);
    expect(truncate(text)).toBe(text);
    expect(isTruncated(text)).toBe(false);
  });

  it('cuts at 150 characters and adds an ellipsis', () => {
    const text = 'y'.repeat(151);
    expect(truncate(text)).toBe(`${'y'.repeat(150)}...`);
    expect(isTruncated(text)).toBe(true);
  });

  it('does not leave a dangling space before the ellipsis', () => {
    expect(truncate('hello world', 6)).toBe('hello...');
  });
});

import { errorsOf, parseOk } from '../spec-helpers';
import { ZAdminOptionListParams } from '../options/option-items';
import { canAddOptionValue, duplicateOptionValue, ZAdminOptionAddBody, ZAdminOptionDeleteBody } from './options';

describe('admin option edits', () => {
  it('add trims the value and refuses blanks', () => {
    expect(parseOk(ZAdminOptionAddBody, { value: '  Robotics ' })).toEqual({ value: 'Robotics' });
    expect(errorsOf(ZAdminOptionAddBody, { value: '   ' })).toEqual({ value: 'Value is required' });
    expect(canAddOptionValue(' ')).toBe(false);
    expect(canAddOptionValue('x')).toBe(true);
  });

  it('delete takes an id', () => {
    expect(parseOk(ZAdminOptionDeleteBody, { id: 5 })).toEqual({ id: 5 });
    expect(ZAdminOptionDeleteBody.safeParse({ id: '5' }).success).toBe(false);
  });

  it('a duplicate is the same value whatever its case', () => {
    const items = [{ name: 'Robotics' }, { name: 'Clean Energy' }];
    expect(duplicateOptionValue(items, ' robotics ')).toBe(items[0]);
    expect(duplicateOptionValue(items, 'CLEAN ENERGY')).toBe(items[1]);
    expect(duplicateOptionValue(items, 'Robots')).toBeUndefined();
  });

  it('names the seven editable lists in the URL, kebab-case', () => {
    expect(parseOk(ZAdminOptionListParams, { listName: 'job-titles' })).toEqual({ listName: 'jobTitles' });
    expect(parseOk(ZAdminOptionListParams, { listName: 'sectors' })).toEqual({ listName: 'sectors' });
    expect(errorsOf(ZAdminOptionListParams, { listName: 'countries' })).toEqual({
      listName: 'Please select a valid option',
    });
    expect(errorsOf(ZAdminOptionListParams, { listName: 'event-sizes' })).toEqual({
      listName: 'Please select a valid option',
    });
  });
});

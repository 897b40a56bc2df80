import { errorsOf, parseOk } from '../spec-helpers';
import { canAddOptionValue, ZAdminOptionAddBody, ZAdminOptionDeleteBody } from './options';

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
});

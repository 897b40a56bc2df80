import { z } from 'zod';
import { API_ERROR_STATUS, firstErrorByPath, toApiErrorBody, toValidationErrorBody, ZApiErrorBody } from './errors';

describe('firstErrorByPath', () => {
  it("keeps the first message per dotted path, with '_' for the whole object", () => {
    const schema = z
      .object({
        name: z.string().min(1, 'first').min(3, 'second'),
        tickets: z.array(z.object({ email: z.string().regex(/@/, 'bad email') })),
      })
      .refine(() => false, 'object-level');
    const result = schema.safeParse({ name: '', tickets: [{ email: 'x' }] });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(firstErrorByPath(result.error)).toEqual({
        name: 'first',
        'tickets.0.email': 'bad email',
        _: 'object-level',
      });
    }
  });
});

describe('error bodies', () => {
  it('a validation failure leads with its first field message', () => {
    const result = z
      .object({ email: z.string().min(1, 'Please enter a valid email address') })
      .safeParse({ email: '' });
    if (result.success) throw new Error('expected failure');
    const body = toValidationErrorBody(result.error);
    expect(body).toEqual({
      error: 'Please enter a valid email address',
      code: 'VALIDATION',
      fields: { email: 'Please enter a valid email address' },
    });
    expect(ZApiErrorBody.safeParse(body).success).toBe(true);
  });

  it('allow extra keys but need a readable error', () => {
    expect(ZApiErrorBody.safeParse({ error: 'Sold out', code: 'CONFLICT', ticketTypeId: 3 }).success).toBe(true);
    expect(ZApiErrorBody.safeParse({ code: 'CONFLICT' }).success).toBe(false);
    expect(ZApiErrorBody.safeParse({ error: 'x', code: 'TEAPOT' }).success).toBe(false);
    expect(ZApiErrorBody.safeParse({ error: 'Sold out' }).success).toBe(false);
  });

  it('are built with their details, which never replace the message or the code', () => {
    expect(toApiErrorBody('GONE', 'This link has expired.', undefined, { reason: 'expired', error: 'x' })).toEqual({
      error: 'This link has expired.',
      code: 'GONE',
      reason: 'expired',
    });
    expect(toApiErrorBody('VALIDATION', 'Name is required', { name: 'Name is required' })).toEqual({
      error: 'Name is required',
      code: 'VALIDATION',
      fields: { name: 'Name is required' },
    });
  });

  it('map codes to statuses', () => {
    expect(API_ERROR_STATUS.VALIDATION).toBe(400);
    expect(API_ERROR_STATUS.UNAUTHENTICATED).toBe(401);
    expect(API_ERROR_STATUS.NOT_FOUND).toBe(404);
    expect(API_ERROR_STATUS.CONFLICT).toBe(409);
  });
});

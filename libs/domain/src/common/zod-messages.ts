// The domain's schemas never show zod's own English ('Invalid input: expected string, received
// undefined'): a rule stated without words gets one of the product's messages, in the language of the
// moment. Every domain module that makes schemas imports this module (and it is the domain's one
// declared side effect), so zod is configured wherever a schema can run, and nowhere it cannot: the
// marketplace's home loads no zod.
import { z } from 'zod';
import { fieldList, MESSAGES } from '../messages/common';

/**
 * What a value that breaks a rule stated without words is told, in the language of the moment: zod's
 * own English ('Invalid input: expected string, received undefined') never reaches a person.
 */
function fallbackIssueMessage(issue: z.core.$ZodRawIssue): string {
  const limit = (value: unknown) => (typeof value === 'bigint' ? Number(value) : (value as number));
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'string') return MESSAGES.textInvalid;
      if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint')
        return MESSAGES.numberInvalid;
      if (issue.expected === 'boolean') return MESSAGES.booleanInvalid;
      if (issue.expected === 'array' || issue.expected === 'tuple' || issue.expected === 'set')
        return MESSAGES.listInvalid;
      if (issue.expected === 'object' || issue.expected === 'record' || issue.expected === 'map')
        return MESSAGES.objectInvalid;
      if (issue.expected === 'date') return MESSAGES.dateInvalid;
      return MESSAGES.valueInvalid;
    case 'too_small':
      if (issue.origin === 'string') return MESSAGES.tooShort({ min: limit(issue.minimum) });
      if (issue.origin === 'array' || issue.origin === 'set') return MESSAGES.tooFew({ min: limit(issue.minimum) });
      return MESSAGES.numberTooSmall({ min: limit(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return MESSAGES.tooLong({ max: limit(issue.maximum) });
      if (issue.origin === 'array' || issue.origin === 'set') return MESSAGES.tooMany({ max: limit(issue.maximum) });
      return MESSAGES.numberTooBig({ max: limit(issue.maximum) });
    case 'invalid_format':
      return issue.format === 'email' ? MESSAGES.emailInvalid : MESSAGES.formatInvalid;
    case 'unrecognized_keys':
      return MESSAGES.unknownKeys({ keys: fieldList(issue.keys) });
    case 'invalid_value':
      return MESSAGES.optionInvalid;
    default:
      return MESSAGES.valueInvalid;
  }
}
z.config({ customError: fallbackIssueMessage });

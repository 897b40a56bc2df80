// The partner contract's text is the one whose version libs/domain's LEGAL_DOCUMENTS records: a change of
// a clause without a new version (and its hash recorded) fails here, so no partner's signature of the
// old version can be read as a signature of the new text.
import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { LEGAL_DOCUMENTS } from '@pavilion/domain';
import { PARTNER_CONTRACT } from './contract';

describe('the partner contract', () => {
  it('is the text its recorded version was given (a changed clause needs a new version, day and hash)', () => {
    const text = JSON.stringify({ title: PARTNER_CONTRACT.title, clauses: PARTNER_CONTRACT.clauses });
    expect(createHash('sha256').update(text).digest('hex')).toBe(LEGAL_DOCUMENTS['partner-contract'].sha256.en);
  });
});

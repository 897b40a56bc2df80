import { errorsOf, parseOk } from '../spec-helpers';
import { ZAgreementParams, ZSignAgreementBody } from './agreements';

describe('agreements', () => {
  it('are the partner contract and the customer terms', () => {
    expect(parseOk(ZAgreementParams, { kind: 'partner-contract' })).toEqual({ kind: 'partner-contract' });
    expect(errorsOf(ZAgreementParams, { kind: 'nda' })).toEqual({
      kind: 'Agreement must be partner-contract or customer-terms',
    });
  });

  it('a signature names the version that was read', () => {
    expect(parseOk(ZSignAgreementBody, { version: ' 2025.1 ' })).toEqual({ version: '2025.1' });
    expect(errorsOf(ZSignAgreementBody, {})).toEqual({ version: 'Send the version of the agreement you read' });
  });
});

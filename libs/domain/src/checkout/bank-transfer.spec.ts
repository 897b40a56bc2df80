import { ZEventBankTransferForm, ZMarkPaidForm } from './bank-transfer';

const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe("the partner's bank transfer form", () => {
  it('reads the days as typed while transfers are on', () => {
    expect(ZEventBankTransferForm.parse({ enabled: true, untilDays: ' 21 ' })).toEqual({
      enabled: true,
      untilDays: 21,
    });
  });

  it('refuses days that are not a whole number from 1 to 90 on their field, in words', () => {
    const words = 'The last day to choose a bank transfer is a whole number of days before the start, from 1 to 90';
    for (const untilDays of ['', '0', '91', '2.5', 'soon'])
      expect(messages(ZEventBankTransferForm.safeParse({ enabled: true, untilDays }))).toEqual([['untilDays', words]]);
  });

  it('asks nothing of the days while transfers are off', () => {
    expect(ZEventBankTransferForm.parse({ enabled: false, untilDays: 'soon' })).toEqual({
      enabled: false,
      untilDays: 14,
    });
  });
});

describe('the form of "mark as paid"', () => {
  it('leaves the day out when none is given (today), and an empty note is none', () => {
    expect(ZMarkPaidForm.parse({ receivedOn: '', note: '  ' })).toEqual({ note: null });
    expect(ZMarkPaidForm.parse({ receivedOn: '2030-01-02', note: ' Wire from Acme ' })).toEqual({
      receivedOn: '2030-01-02',
      note: 'Wire from Acme',
    });
  });

  it('refuses a note longer than 200 characters on its field', () => {
    expect(messages(ZMarkPaidForm.safeParse({ receivedOn: '', note: 'x'.repeat(201) }))).toEqual([
      ['note', 'The note can be at most 200 characters'],
    ]);
  });
});

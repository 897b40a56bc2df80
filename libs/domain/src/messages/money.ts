// What the money area says.
import { CURRENCY_MINOR_UNITS, type TCurrencyCode } from '../constants';
import { defineMessages } from '../i18n';

export const MONEY_MESSAGES = defineMessages('money', {
  /**
   * Every typed amount finer than its currency allows gets these words, on every form and route
   * (`decimals`: the currency's minor units; say it with amountDecimalsMessage).
   */
  amountDecimals:
    '{decimals, plural, =0 {Enter an amount in whole {currency, select, JPY {yen} other {units}} ({currency} has no decimals)} other {Enter an amount in whole {currency, select, GBP {pence} NOK {øre} other {cents}} ({currency} has at most # decimals)}}',
});

/** The decimals rule's words for a currency ('Enter an amount in whole pence (GBP has at most 2 decimals)'). */
export function amountDecimalsMessage(currency: TCurrencyCode): string {
  return MONEY_MESSAGES.amountDecimals({ currency, decimals: CURRENCY_MINOR_UNITS[currency] });
}

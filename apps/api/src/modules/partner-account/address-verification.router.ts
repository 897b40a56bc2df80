// The company address verified by a code sent in the post.
import {
  ZAddressVerificationState,
  ZAddressVerified,
  ZVerificationCodeBody,
  API_PATHS,
  PARTNER_ACCOUNT_MESSAGES as M,
} from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import type { AuthContext } from '../../platform/auth';
import { apiModule, type ApiModule } from '../../platform/route';
import { AddressVerification } from './address-verification.service';
import { partnerOf } from './session-partner';

export function addressVerificationModule(ctx: ModuleContext): ApiModule {
  const { db, config, now } = ctx;
  const address = apiModule(ctx, { tag: 'Address verification', access: 'partner' });
  const verification = (auth: AuthContext) => new AddressVerification(db, partnerOf(auth), { config, now });

  address.get(
    API_PATHS.partnerAddressVerification,
    {
      summary: 'The company address, whether it is verified, and the code in the post',
      response: ZAddressVerificationState,
    },
    ({ auth }) => verification(auth).state(),
  );

  address.post(
    API_PATHS.partnerAddressVerificationRequest,
    {
      summary: 'Sends a new code by post to the company address',
      description:
        'Voids any older code. Once per 24 hours (429 with `nextRequestAt`), unless the address changed since the last code. 409 when the address is verified or incomplete.',
      response: ZAddressVerificationState,
      errors: {
        409: `${M.addressAlreadyVerified}; ${M.addressIncomplete}`,
        429: M.codeRequestTooSoon({ next: '…' }),
      },
    },
    ({ auth }) => verification(auth).request(auth.personId),
  );

  address.post(
    API_PATHS.partnerAddressVerification,
    {
      summary: 'Verifies the company address with the code from the letter',
      description:
        "Only the newest code works, for 30 days; 5 wrong entries void it. A wrong code: 400 with `fields.code` and `attemptsLeft`; an older letter's code, a used-up or cancelled code: 409; an expired one: 410.",
      body: ZVerificationCodeBody,
      response: ZAddressVerified,
      errors: {
        400: M.codeWrong({ attemptsLeft: 4 }),
        409: `${M.noCode}; ${M.codeFromOlderLetter}; ${M.codeUsedUp}; ${M.codeAddressChanged}`,
        410: M.codeExpired,
      },
    },
    ({ body, auth }) => verification(auth).verify(body.code),
  );

  return address;
}

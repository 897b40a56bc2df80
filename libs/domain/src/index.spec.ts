import { z } from 'zod';
import * as domain from './index';

const schemas: Array<[string, z.ZodType]> = [];
for (const [name, value] of Object.entries(domain as Record<string, unknown>)) {
  if (name.startsWith('Z') && value instanceof z.ZodType) schemas.push([name, value]);
}

describe('the public entry point', () => {
  it('exports the schemas other projects build on', () => {
    for (const name of [
      'ZEmail',
      'ZIdParam',
      'ZUuidParam',
      'ZSortDirection',
      'ZNewsletterSubscribeBody',
      'ZLoginBody',
      'ZLoginResponse',
      'ZSession',
      'ZAttendeeSignUpConcise',
      'ZAttendeeSignUpFull',
      'ZForgotPasswordBody',
      'ZResetPasswordBody',
      'ZChangePasswordBody',
      'ZPartnerSignUpForm',
      'ZPersonProfilePatch',
      'ZUserResponse',
      'ZSettings',
      'ZSettingsBody',
      'ZSettingsAnswer',
      'ZLoginActivity',
      'ZSessionResponse',
      'ZSignUpResponse',
      'ZEmailConfirmationAnswer',
      'ZOptionsResponse',
      'ZPlace',
      'ZPlacesAnswer',
      'ZApiErrorBody',
      'ZDevMail',
      'ZEventFilter',
      'ZEventCard',
      'ZEventSearchResponse',
      'ZEventDetail',
      'ZCreateOrderBody',
      'ZPaymentForm',
      'ZPaymentDetails',
      'ZOrder',
      'ZEventCreateBody',
      'ZEventUpdateBody',
      'ZTicketTypeForm',
      'ZCancellationPolicyBody',
      'ZBankAccountForm',
      'ZVerificationCodeBody',
      'ZVettingUpdateBody',
      'ZAdminOptionAddBody',
      'ZUpdateLocationBody',
      'ZPartnerCompanyUpdateBody',
    ]) {
      expect(schemas.map(([exported]) => exported)).toContain(name);
    }
  });

  it.each(schemas)('%s describes its input as JSON Schema (for the OpenAPI document)', (_name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
  });
});

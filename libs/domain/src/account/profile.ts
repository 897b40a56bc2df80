// The person profile: what GET /api/users/ answers and what PATCH /api/persons/ accepts.
import { z } from 'zod';
import '../common/zod-messages';
import { TEXT_LIMITS } from '../constants';
import { zOptionalIsoDate } from '../common/dates';
import { ZEmail } from '../common/email';
import { ZId, zOptionalSelectId, ZSingleIdList } from '../common/ids';
import { zOptionalText, zRequiredText } from '../common/text';
import { MESSAGES } from '../messages';
import { UI_TEXT } from '../messages/ui-text';
import { ZOptionItem } from '../options/option-items';

/** A field of the profile as read that a PATCH may echo back: accepted, never written. */
const READ_ONLY_FIELDS = [
  'id',
  'emailVerified',
  'images',
  'imageUrl',
  'countryName',
  'company',
  'sector',
  'pendingEmail',
  'person',
] as const;
const readOnly = z.unknown().optional().describe('Read-only: accepted as GET /api/users/ answers it, and ignored');

/**
 * PATCH /api/persons/ body and the edit-profile form. The client sends the whole profile: fields
 * left out are cleared (null / []), and read-only fields it echoes back (id, emailVerified, images)
 * are stripped. Selecting a sector or job title sends a one-element list; see toSingleIdList.
 */
export const ZPersonProfilePatch = z
  .object(
    {
      firstName: zRequiredText(() => MESSAGES.firstNameRequired, { max: TEXT_LIMITS.personName }),
      surname: zRequiredText(() => MESSAGES.surnameRequired, { max: TEXT_LIMITS.personName }),
      email: ZEmail,
      phoneNumber: zOptionalText(TEXT_LIMITS.phoneNumber),
      dateOfBirth: zOptionalIsoDate(),
      address: zOptionalText(TEXT_LIMITS.address),
      city: zOptionalText(TEXT_LIMITS.city),
      country: zOptionalSelectId(),
      zipCode: zOptionalText(TEXT_LIMITS.zipCode),
      companyName: zOptionalText(TEXT_LIMITS.companyName),
      jobTitle: zOptionalText(TEXT_LIMITS.jobTitle),
      jobTitles: ZSingleIdList.default([]),
      sectors: ZSingleIdList.default([]),
      // What GET /api/users/ answers besides: a client that sends the profile back as it read it is not
      // refused for these; they are read-only and ignored (any other field is refused).
      id: readOnly,
      emailVerified: readOnly,
      images: readOnly,
      imageUrl: readOnly,
      countryName: readOnly,
      company: readOnly,
      sector: readOnly,
      pendingEmail: readOnly,
      person: readOnly,
    },
    { error: () => MESSAGES.bodyNotObject },
  )
  .transform((body) => {
    const patch: Partial<typeof body> = { ...body };
    for (const key of READ_ONLY_FIELDS) delete patch[key];
    return patch as Omit<typeof body, (typeof READ_ONLY_FIELDS)[number]>;
  });
export type TPersonProfilePatch = z.output<typeof ZPersonProfilePatch>;
export type TPersonProfilePatchInput = z.input<typeof ZPersonProfilePatch>;

/** The profile as read; country carries its name for display. */
export const ZPersonProfile = z.object({
  id: ZId,
  firstName: z.string(),
  surname: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  phoneNumber: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  country: ZOptionItem.nullable(),
  zipCode: z.string().nullable(),
  companyName: z.string().nullable(),
  company: z.object({ name: z.string() }).nullable(),
  jobTitle: z.string().nullable(),
  jobTitles: z.array(ZId),
  sectors: z.array(ZId),
  images: z.array(z.object({ url: z.string() })),
});
export type TPersonProfile = z.infer<typeof ZPersonProfile>;

/**
 * GET /api/users/ and PATCH /api/persons/: the profile fields flat as the contract lists them
 * (country as an id, its name in countryName, sector as the name of the first sector), what the
 * pages show besides (imageUrl, a pendingEmail waiting for its link), and `person`: the same
 * profile in the domain's ZPersonProfile shape.
 */
export const ZUserResponse = ZPersonProfile.omit({ country: true }).extend({
  country: ZId.nullable(),
  countryName: z.string().nullable(),
  sector: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** A new address waiting for its confirmation link to be opened. */
  pendingEmail: z.string().nullable(),
  person: ZPersonProfile,
});
export type TUserResponse = z.infer<typeof ZUserResponse>;

/** POST /api/persons/image: where the new image is served. */
export const ZProfileImageAnswer = z.object({ imageUrl: z.string() });
export type TProfileImageAnswer = z.infer<typeof ZProfileImageAnswer>;

/** DELETE /api/persons/image. */
export const ZProfileImageRemovedAnswer = z.object({ imageUrl: z.null() });
export type TProfileImageRemovedAnswer = z.infer<typeof ZProfileImageRemovedAnswer>;

/** Edit-form defaults from a loaded profile (null fields become empty inputs). */
export function profileToPatchInput(profile: TPersonProfile): TPersonProfilePatchInput {
  return {
    firstName: profile.firstName,
    surname: profile.surname,
    email: profile.email,
    phoneNumber: profile.phoneNumber ?? '',
    dateOfBirth: profile.dateOfBirth ?? '',
    address: profile.address ?? '',
    city: profile.city ?? '',
    country: profile.country ? String(profile.country.id) : '',
    zipCode: profile.zipCode ?? '',
    companyName: profile.companyName ?? profile.company?.name ?? '',
    jobTitle: profile.jobTitle ?? '',
    jobTitles: profile.jobTitles.slice(0, 1),
    sectors: profile.sectors.slice(0, 1),
  };
}

/** The profile's verification label, in the reader's language. */
export function emailVerificationLabel(emailVerified: boolean): string {
  return emailVerified ? UI_TEXT.verified : UI_TEXT.unverified;
}

// The session's partner, as the partner account's routes read it.
import type { TPartnerRole } from '@pavilion/domain';
import type { AuthContext } from '../../platform/auth';

/** The session's partner: the guard ('partner' or 'partnerOwner') made sure there is one. */
export const partnerOf = (auth: AuthContext) => auth.partnerId as number;
export const roleOf = (auth: AuthContext): TPartnerRole => (auth.partnerRole === 'owner' ? 'owner' : 'member');

// Who is signed in, as GET /api/session and the sign-in answers tell it; built with the person.
import { eq } from 'drizzle-orm';
import type { TSession } from '@pavilion/domain';
import type { Database } from '../../db/client';
import { persons } from '../../db/schema';
import { loadAuthContext } from '../../platform/auth';

export const fileUrl = (fileId: string) => `/api/files/${fileId}`;

export class PersonSession {
  constructor(
    private readonly db: Database,
    private readonly personId: number,
  ) {}

  /** The session's view, or null when it has ended (read from the database, never from a cache). */
  async view(sessionId: string): Promise<TSession | null> {
    const ctx = await loadAuthContext(this.db, sessionId, this.personId);
    if (!ctx) return null;
    const [p] = await this.db
      .select({ imageFileId: persons.imageFileId, emailVerifiedAt: persons.emailVerifiedAt })
      .from(persons)
      .where(eq(persons.id, this.personId))
      .limit(1);
    return {
      email: ctx.email,
      personId: ctx.personId,
      attendeeId: ctx.attendeeId,
      partnerId: ctx.partnerId,
      isAdmin: ctx.isAdmin,
      firstName: ctx.firstName,
      surname: ctx.surname,
      imageUrl: p?.imageFileId ? fileUrl(p.imageFileId) : null,
      emailVerified: !!p?.emailVerifiedAt,
      language: ctx.language,
    };
  }
}

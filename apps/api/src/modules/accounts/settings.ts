// Account settings (GET/PUT /api/settings) for any signed-in person: one row per person, spec defaults until saved.
import { eq } from 'drizzle-orm';
import { flattenSettings, SETTINGS_DEFAULTS, ZSettings, type TFlatSettings, type TSettings } from '@pavilion/domain';
import type { Database } from '../../db/client';
import { personSettings } from '../../db/schema';

/** The answer: the flat fields of the contract, and the same values grouped as the domain's ZSettings. */
export type SettingsAnswer = TFlatSettings & TSettings;

const answer = (settings: TSettings): SettingsAnswer => ({ ...flattenSettings(settings), ...settings });

type Row = typeof personSettings.$inferSelect;

function fromRow(row: Row): TSettings {
  // Parsing the stored values through the schema keeps the answer within today's choices.
  return ZSettings.parse({
    notifications: {
      emailNotifications: row.emailNotifications,
      registrationAlerts: row.registrationAlerts,
      marketingEmails: row.marketingEmails,
      dailyDigest: row.dailyDigest,
      instantAlerts: row.instantAlerts,
    },
    portfolio: {
      autoPublish: row.autoPublish,
      defaultCurrency: row.defaultCurrency,
      defaultTimezone: row.defaultTimezone,
      defaultLanguage: row.defaultLanguage,
      maxEventsPerPage: row.maxEventsPerPage,
    },
    contact: {
      preferredContactMethod: row.preferredContactMethod,
      contactHours: row.contactHours,
      language: row.language,
    },
  });
}

export class SettingsService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  async get(personId: number): Promise<SettingsAnswer> {
    const [row] = await this.db.select().from(personSettings).where(eq(personSettings.personId, personId)).limit(1);
    return answer(row ? fromRow(row) : ZSettings.parse(SETTINGS_DEFAULTS));
  }

  async put(personId: number, settings: TSettings): Promise<SettingsAnswer> {
    const values = { ...flattenSettings(settings), updatedAt: this.now() };
    await this.db
      .insert(personSettings)
      .values({ personId, ...values })
      .onConflictDoUpdate({ target: personSettings.personId, set: values });
    return this.get(personId);
  }
}

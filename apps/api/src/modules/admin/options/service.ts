// The admin's edits of the option lists (sectors, job titles, designations, exhibitor types, event
// types, attendee classes, audiences). A removed value is archived, never deleted: it disappears from
// every list offered for new choices (GET /api/options/ and the autocompletes read only active values)
// while events and people that chose it keep showing its name. Adding a value that was removed brings
// the same item back. Every change is in the audit log.
import { and, asc, eq, max, sql } from 'drizzle-orm';
import {
  ADMIN_OPTION_MESSAGES as M,
  type TAdminEditableOptionList,
  type TAdminOptionAddAnswer,
  type TAdminOptionValue,
  type TNameTranslations,
  type TOptionValueNames,
} from '@pavilion/domain';
import type { Database, Tx } from '../../../db/client';
import { optionItems, sectors } from '../../../db/schema';
import { isUniqueViolation } from '../../../platform/db-errors';
import { AppError, notFound } from '../../../platform/errors';
import { AUDIT_SUMMARY_TEXT as A, recordAudit, type AuditActor } from '../../../platform/audit';
import { storedMessage, words } from '../../../platform/stored-message';

interface Item {
  id: number;
  name: string;
  translations: TNameTranslations;
  archived: boolean;
}

const asValue = (item: { id: number; name: string; translations: TNameTranslations }): TAdminOptionValue => ({
  id: item.id,
  names: {
    en: item.name,
    es: item.translations.es ?? '',
    fr: item.translations.fr ?? '',
    de: item.translations.de ?? '',
  },
});

/** The rows of one list: option_items narrowed to the list, or the sectors table. */
function listTable(list: TAdminEditableOptionList) {
  if (list === 'sectors') {
    return {
      find: (tx: Tx, where: 'name' | 'id', value: string | number) =>
        tx
          .select({
            id: sectors.id,
            name: sectors.name,
            translations: sectors.translations,
            archived: sectors.archived,
          })
          .from(sectors)
          .where(where === 'id' ? eq(sectors.id, value as number) : sql`lower(${sectors.name}) = lower(${value})`)
          .orderBy(sectors.archived, sectors.id)
          .limit(1),
      insert: async (tx: Tx, name: string, translations: TNameTranslations) => {
        const [{ top }] = await tx.select({ top: max(sectors.position) }).from(sectors);
        return tx
          .insert(sectors)
          .values({ name, translations, position: (top ?? -1) + 1 })
          .returning({ id: sectors.id, name: sectors.name });
      },
      setArchived: (tx: Tx, id: number, archived: boolean) =>
        tx.update(sectors).set({ archived }).where(eq(sectors.id, id)),
      setNames: (tx: Tx, id: number, name: string, translations: TNameTranslations) =>
        tx.update(sectors).set({ name, translations }).where(eq(sectors.id, id)),
      active: (tx: Database) =>
        tx
          .select({ id: sectors.id, name: sectors.name, translations: sectors.translations })
          .from(sectors)
          .where(eq(sectors.archived, false))
          .orderBy(asc(sectors.position), asc(sectors.id)),
    };
  }
  return {
    find: (tx: Tx, where: 'name' | 'id', value: string | number) =>
      tx
        .select({
          id: optionItems.id,
          name: optionItems.name,
          translations: optionItems.translations,
          archived: optionItems.archived,
        })
        .from(optionItems)
        .where(
          and(
            eq(optionItems.list, list),
            where === 'id' ? eq(optionItems.id, value as number) : sql`lower(${optionItems.name}) = lower(${value})`,
          ),
        )
        .orderBy(optionItems.archived, optionItems.id)
        .limit(1),
    insert: async (tx: Tx, name: string, translations: TNameTranslations) => {
      const [{ top }] = await tx
        .select({ top: max(optionItems.position) })
        .from(optionItems)
        .where(eq(optionItems.list, list));
      return tx
        .insert(optionItems)
        .values({ list, name, translations, position: (top ?? -1) + 1 })
        .returning({ id: optionItems.id, name: optionItems.name });
    },
    setArchived: (tx: Tx, id: number, archived: boolean) =>
      tx.update(optionItems).set({ archived }).where(eq(optionItems.id, id)),
    setNames: (tx: Tx, id: number, name: string, translations: TNameTranslations) =>
      tx.update(optionItems).set({ name, translations }).where(eq(optionItems.id, id)),
    active: (tx: Database) =>
      tx
        .select({ id: optionItems.id, name: optionItems.name, translations: optionItems.translations })
        .from(optionItems)
        .where(and(eq(optionItems.list, list), eq(optionItems.archived, false)))
        .orderBy(asc(optionItems.position), asc(optionItems.id)),
  };
}

const duplicate = (name: string) => new AppError('CONFLICT', M.duplicate({ name }), { value: M.duplicate({ name }) });

export class AdminOptionLists {
  constructor(
    private readonly db: Database,
    private readonly actor: AuditActor,
    private readonly now: () => Date,
  ) {}

  /** The list's active values with their names in the four languages (blank where not translated yet). */
  async values(list: TAdminEditableOptionList): Promise<TAdminOptionValue[]> {
    return (await listTable(list).active(this.db)).map(asValue);
  }

  /** Changes a value's names in the four languages; its English name stays unique in the list. */
  async rename(list: TAdminEditableOptionList, id: number, names: TOptionValueNames): Promise<TAdminOptionValue> {
    const table = listTable(list);
    const translations = { es: names.es, fr: names.fr, de: names.de };
    try {
      return await this.db.transaction(async (tx) => {
        const [item] = (await table.find(tx, 'id', id)) as Item[];
        if (!item || item.archived) throw notFound(M.notFound);
        const [same] = (await table.find(tx, 'name', names.en)) as Item[];
        if (same && same.id !== id && !same.archived) throw duplicate(same.name);
        await table.setNames(tx, id, names.en, translations);
        await recordAudit(tx, this.now(), this.actor, {
          action: 'option.renamed',
          entityType: 'option',
          entityId: id,
          entityName: names.en,
          summary: storedMessage(A, 'optionRenamed', { name: names.en, list: words(A, 'optionList', { list }) }),
          before: { list, name: item.name, translations: item.translations },
          after: { list, name: names.en, translations },
        });
        return asValue({ id, name: names.en, translations });
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicate(names.en);
      throw err;
    }
  }

  async add(
    list: TAdminEditableOptionList,
    value: string,
    translations: TNameTranslations = {},
  ): Promise<TAdminOptionAddAnswer> {
    const table = listTable(list);
    try {
      return await this.db.transaction(async (tx) => {
        const [existing] = (await table.find(tx, 'name', value)) as Item[];
        if (existing && !existing.archived) throw duplicate(existing.name);
        let item: { id: number; name: string };
        if (existing) {
          await table.setArchived(tx, existing.id, false);
          item = { id: existing.id, name: existing.name };
        } else {
          [item] = await table.insert(tx, value, translations);
        }
        await recordAudit(tx, this.now(), this.actor, {
          action: existing ? 'option.restored' : 'option.added',
          entityType: 'option',
          entityId: item.id,
          entityName: item.name,
          summary: storedMessage(A, existing ? 'optionRestored' : 'optionAdded', {
            name: item.name,
            list: words(A, 'optionList', { list }),
          }),
          before: existing ? { list, name: existing.name, archived: true } : null,
          after: { list, name: item.name, archived: false },
        });
        return { ...item, restored: Boolean(existing) };
      });
    } catch (err) {
      // Two admins adding the same value at once: the unique index on active names decides.
      if (isUniqueViolation(err)) throw duplicate(value);
      throw err;
    }
  }

  async remove(list: TAdminEditableOptionList, id: number): Promise<void> {
    const table = listTable(list);
    await this.db.transaction(async (tx) => {
      const [item] = (await table.find(tx, 'id', id)) as Item[];
      if (!item || item.archived) throw notFound(M.notFound);
      await table.setArchived(tx, id, true);
      await recordAudit(tx, this.now(), this.actor, {
        action: 'option.removed',
        entityType: 'option',
        entityId: id,
        entityName: item.name,
        summary: storedMessage(A, 'optionRemoved', { name: item.name, list: words(A, 'optionList', { list }) }),
        before: { list, name: item.name, archived: false },
        after: { list, name: item.name, archived: true },
      });
    });
  }
}

// The admin's option lists: GET (each value's names in the four languages), POST and DELETE
// /api/admin/options/{listName}, PUT /api/admin/options/{listName}/{id}. GET /api/options/ (the options
// module) shows each change at once, in the reader's language.
import {
  ZAdminOptionNamesBody,
  ZAdminOptionValue,
  ZAdminOptionValues,
  ZIdFromString,
  ZAdminOptionAddAnswer,
  ZAdminOptionAddBody,
  ZAdminOptionDeleteBody,
  ZAdminOptionListParams,
  ZStatusAnswer,
  API_PATHS,
  ADMIN_OPTION_MESSAGES as M,
} from '@pavilion/domain';
import type { ModuleContext } from '../../../platform/context';
import { apiModule } from '../../../platform/route';
import { actorOf } from '../../../platform/audit';
import { AdminOptionLists } from './service';

const LISTS =
  '`listName` is one of sectors, job-titles, designations, exhibitor-types, event-types, attendee-classes, audiences (the camelCase names work too).';

export function adminOptionsModule(ctx: ModuleContext) {
  const { db, now } = ctx;
  const m = apiModule(ctx, { tag: 'Admin: option lists', access: 'admin' });

  m.get(
    API_PATHS.adminOptionList,
    {
      summary: "An option list's values with their names in the four languages",
      description: `${LISTS} Active values in their order; \`names.en\` is the value's name, \`es\`, \`fr\` and \`de\` its translations (blank where it has none yet: it reads in English there).`,
      params: ZAdminOptionListParams,
      response: ZAdminOptionValues,
    },
    ({ params, auth }) => new AdminOptionLists(db, actorOf(auth), now).values(params.listName),
  );

  m.put(
    API_PATHS.adminOptionValue,
    {
      summary: "Changes an option value's names in the four languages",
      description: `${LISTS} Every name is required and trimmed; the English name stays unique in the list, whatever its case (409). Events and people that chose the value show its new names; its id does not change.`,
      params: ZAdminOptionListParams.extend({ id: ZIdFromString }),
      body: ZAdminOptionNamesBody,
      response: ZAdminOptionValue,
      errors: { 404: M.notFound, 409: M.duplicate({ name: '…' }) },
    },
    ({ params, body, auth }) =>
      new AdminOptionLists(db, actorOf(auth), now).rename(params.listName, params.id, body.names),
  );

  m.post(
    API_PATHS.adminOptionList,
    {
      summary: 'Adds a value to an option list',
      description: `${LISTS} The value is trimmed; a value already in the list, whatever its case, is refused (409). A value removed earlier comes back with its id (\`restored\`).`,
      params: ZAdminOptionListParams,
      body: ZAdminOptionAddBody,
      response: ZAdminOptionAddAnswer,
      status: 201,
      errors: { 409: M.duplicate({ name: '…' }) },
    },
    ({ params, body, auth }) =>
      new AdminOptionLists(db, actorOf(auth), now).add(params.listName, body.value, body.translations),
  );

  m.delete(
    API_PATHS.adminOptionList,
    {
      summary: 'Removes a value from an option list (archives it)',
      description: `${LISTS} The value is no longer offered for new choices; events and people that chose it keep it and show its name.`,
      params: ZAdminOptionListParams,
      body: ZAdminOptionDeleteBody,
      response: ZStatusAnswer,
      errors: { 404: M.notFound },
    },
    async ({ params, body, auth }) => {
      await new AdminOptionLists(db, actorOf(auth), now).remove(params.listName, body.id);
      return { status: 'Success' as const };
    },
  );
  return m;
}

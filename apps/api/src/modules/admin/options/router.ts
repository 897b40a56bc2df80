// The admin's option lists: POST and DELETE /api/admin/options/{listName}. GET /api/options/ (the
// options module) shows each change at once.
import {
  ZAdminOptionAddAnswer,
  ZAdminOptionAddBody,
  ZAdminOptionDeleteBody,
  ZAdminOptionListParams,
  ZStatusAnswer,
  API_PATHS,
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

  m.post(
    API_PATHS.adminOptionList,
    {
      summary: 'Adds a value to an option list',
      description: `${LISTS} The value is trimmed; a value already in the list, whatever its case, is refused (409). A value removed earlier comes back with its id (\`restored\`).`,
      params: ZAdminOptionListParams,
      body: ZAdminOptionAddBody,
      response: ZAdminOptionAddAnswer,
      status: 201,
      errors: { 409: 'The value is already in the list' },
    },
    ({ params, body, auth }) => new AdminOptionLists(db, actorOf(auth), now).add(params.listName, body.value),
  );

  m.delete(
    API_PATHS.adminOptionList,
    {
      summary: 'Removes a value from an option list (archives it)',
      description: `${LISTS} The value is no longer offered for new choices; events and people that chose it keep it and show its name.`,
      params: ZAdminOptionListParams,
      body: ZAdminOptionDeleteBody,
      response: ZStatusAnswer,
      errors: { 404: 'No such active item in this list' },
    },
    async ({ params, body, auth }) => {
      await new AdminOptionLists(db, actorOf(auth), now).remove(params.listName, body.id);
      return { status: 'Success' as const };
    },
  );
  return m;
}

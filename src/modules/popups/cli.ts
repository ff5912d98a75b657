import type { Command } from '../../platform/command.ts';
import { listOrLoadCommand } from '../../platform/list-or-load-command.ts';
import { popupFileSchema } from './contract.ts';
import { popups } from './schema.ts';
import { createPopupService } from './service.ts';

/** `vitrine popups`: list the marketing popups, or load a file of them. */
const popupsCommand = listOrLoadCommand({
  name: 'popups',
  what: 'popups',
  listSummary: 'list the marketing popups, in the order they are tried',
  shape: '{ "popups": [ … ] }',
  schema: popupFileSchema,
  count: (file) => file.popups.length,
  load: (db, input, options) => createPopupService(db).load(input, options),
  list: async (db) =>
    (await db.select().from(popups).orderBy(popups.id)).map(({ definition: p }) =>
      [p.key, p.kind, p.trigger, p.pages.join(','), p.title, p.active ? '' : '(inactive)']
        .filter(Boolean)
        .join('\t'),
    ),
});

/** The popups module's merchant commands. */
export const popupsCommands: Command[] = [popupsCommand];

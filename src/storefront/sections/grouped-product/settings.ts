import { z } from 'zod';
import { messageKey } from '../settings.ts';

/** The grouped-product block: its heading when the group has no title of its own. */
export const settings = z.strictObject({
  title_key: messageKey('group.title'),
});

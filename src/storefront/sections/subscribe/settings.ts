import { z } from 'zod';
import { messageKey } from '../settings.ts';

/** The subscribe section's words (message keys). */
export const settings = z.strictObject({
  title_key: messageKey('newsletter.title'),
  text_key: messageKey('newsletter.lead'),
});

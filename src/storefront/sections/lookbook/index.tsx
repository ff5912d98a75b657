import type { z } from 'zod';
import type { StyleLookDto } from '../../../modules/merchandising/combination-contract.ts';
import { contentApi } from '../../content-api.ts';
import { defineSection } from '../registry.tsx';
import { Lookbook } from './Lookbook.tsx';
import type { settings } from './settings.ts';
import './lookbook.css';

/**
 * The lookbook (the themes' home sections): a few of the shop's style combinations as looks,
 * read in one call. A failed read shows nothing, as no looks would (spec section 8, Silent
 * handling).
 */
export default defineSection<z.output<typeof settings>, StyleLookDto[]>({
  // Below the fold: its code (and its stylesheet) come after the page has hydrated; the
  // server's HTML browses and adds without it.
  hydrate: 'after-page',
  load: (ctx, settings) =>
    contentApi(ctx)
      .styleLooks(settings.position, settings.looks)
      .catch(() => []),
  Component: Lookbook,
});

import type { z } from 'zod';
import type { VideoDto } from '../../../modules/blocks/contract.ts';
import { FormattedMessage } from '../../intl.tsx';
import { VideoCard } from '../../components/VideoCard.tsx';
import { defineSection } from '../registry.tsx';
import type { settings } from './settings.ts';
import './video.css';
import { contentApi } from '../../content-api.ts';

/**
 * The video section (spec section 2, video): a heading and a line of text beside one of the
 * shop's videos. The picture shows until the shopper plays it; only then does the player (and
 * anything of the video host) load. A video that is gone leaves the section out.
 */
export default defineSection<z.output<typeof settings>, VideoDto | null>({
  // Below the fold: its code loads after the page has hydrated.
  hydrate: 'after-page',
  load: async (ctx, settings) =>
    contentApi(ctx)
      .video(settings.video)
      .catch(() => null),
  Component: ({ id, settings, data }) =>
    data === null ? null : (
      <section className="section video-section" aria-labelledby={`${id}-title`}>
        <div className="video-section__text">
          <h2 id={`${id}-title`}>
            <FormattedMessage id={settings.title_key} />
          </h2>
          <p className="video-section__lead">
            <FormattedMessage id={settings.text_key} />
          </p>
        </div>
        <VideoCard video={data} headingLevel={3} />
      </section>
    ),
});

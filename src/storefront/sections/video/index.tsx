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
 * anything of the video host) load. A video that is gone leaves the section out. Leading the
 * page (a video lead), its heading is the page's and its picture the first to load, wide.
 */
export default defineSection<z.output<typeof settings>, VideoDto | null>({
  // Below the fold, or the server's HTML until then when it leads: its code loads after the
  // page has hydrated.
  hydrate: 'after-page',
  load: async (ctx, settings) =>
    contentApi(ctx)
      .video(settings.video)
      .catch(() => null),
  Component: ({ id, settings, data, lead }) => {
    if (data === null) return null;
    const Title = lead ? 'h1' : 'h2';
    return (
      <section
        className={`section video-section${lead ? ' video-section--lead' : ''}`}
        aria-labelledby={`${id}-title`}
      >
        <div className="video-section__text">
          <Title id={`${id}-title`} className="video-section__title">
            <FormattedMessage id={settings.title_key} />
          </Title>
          <p className="video-section__lead">
            <FormattedMessage id={settings.text_key} />
          </p>
        </div>
        <VideoCard
          video={data}
          headingLevel={lead ? 2 : 3}
          eager={lead}
          sizes={lead ? '(max-width: 767px) 100vw, 67vw' : undefined}
        />
      </section>
    );
  },
});

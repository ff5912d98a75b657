import type { z } from 'zod';
import { FormattedMessage, useIntl } from '../../intl.tsx';
import { CarouselRotation, CarouselStep } from '../../components/CarouselControls.tsx';
import { ShopLink } from '../../components/ShopLink.tsx';
import { useCarousel } from '../../components/use-carousel.ts';
import { defineSection } from '../registry.tsx';
import type { settings } from './settings.ts';
import './announcement-bar.css';

type Settings = z.output<typeof settings>;

/**
 * The announcement bar: a band as wide as the window above the page's content, one short
 * message at a time. The server shows the first; once hydrated, the messages turn as the
 * slideshow's slides do (the same carousel: buttons, arrow keys, a 50 px swipe, an autoplay
 * that waits under the pointer or focus, for reduced motion, and on the pause button).
 */
function AnnouncementBar({ id, settings }: { id: string; settings: Settings }) {
  const intl = useIntl();
  const { messages } = settings;
  const count = messages.length;
  const carousel = useCarousel({
    count,
    loop: settings.loop,
    autoplay: settings.autoplay ? settings.interval * 1000 : 0,
  });
  const listId = `${id}-messages`;
  const scheme = settings.color_scheme ? ` scheme-${settings.color_scheme}` : '';
  return (
    <section
      className={`announcement-bar${scheme}`}
      aria-roledescription={count > 1 ? intl.formatMessage({ id: 'carousel.role' }) : undefined}
      aria-label={intl.formatMessage({ id: 'home.announcements' })}
      data-ready={carousel.ready || undefined}
      data-testid="announcement-bar"
      {...(count > 1 ? carousel.rootProps : {})}
    >
      <div className="announcement-bar__inner">
        {count > 1 && (
          <CarouselStep
            direction="previous"
            disabled={!carousel.canGoBack}
            onClick={() => carousel.go(-1)}
            controls={listId}
            className="announcement-bar__button"
          />
        )}
        <div
          id={listId}
          className="announcement-bar__messages"
          aria-live={carousel.playing ? 'off' : 'polite'}
          {...carousel.swipeProps}
        >
          {messages.map((message, i) => (
            <p
              key={`${message.text_key}-${i}`}
              className="announcement-bar__message"
              hidden={i !== carousel.index}
              {...(count > 1 && {
                role: 'group',
                'aria-roledescription': intl.formatMessage({ id: 'carousel.slide_role' }),
                'aria-label': intl.formatMessage(
                  { id: 'carousel.slide' },
                  { index: i + 1, total: count },
                ),
              })}
            >
              {message.link ? (
                <ShopLink to={message.link} className="announcement-bar__link">
                  <FormattedMessage id={message.text_key} />
                </ShopLink>
              ) : (
                <FormattedMessage id={message.text_key} />
              )}
            </p>
          ))}
        </div>
        {count > 1 && (
          <CarouselStep
            direction="next"
            disabled={!carousel.canGoOn}
            onClick={() => carousel.go(1)}
            controls={listId}
            className="announcement-bar__button"
          />
        )}
        {carousel.rotates && (
          <CarouselRotation
            rotating={carousel.rotating}
            onClick={carousel.toggleRotation}
            controls={listId}
            className="announcement-bar__button announcement-bar__rotation"
          />
        )}
      </div>
    </section>
  );
}

export default defineSection<Settings>({
  strip: true,
  // The server renders its first message: the turning comes once the page has hydrated.
  hydrate: 'after-page',
  Component: AnnouncementBar,
});

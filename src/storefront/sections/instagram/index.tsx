import type { ReactNode } from 'react';
import type { z } from 'zod';
import { FormattedMessage, useIntl } from '../../intl.tsx';
import { Image } from '../../components/Image.tsx';
import { ShopLink } from '../../components/ShopLink.tsx';
import { defineSection } from '../registry.tsx';
import type { settings } from './settings.ts';
import './instagram.css';

type Settings = z.output<typeof settings>;

/** A link out of the shop (to Instagram) or to one of its pages. */
function PostLink({
  to,
  className,
  children,
}: {
  to: string;
  className: string;
  children: ReactNode;
}) {
  return to.startsWith('/') ? (
    <ShopLink to={to} className={className}>
      {children}
    </ShopLink>
  ) : (
    <a className={className} href={to} rel="noopener">
      {children}
    </a>
  );
}

/**
 * The Instagram block (spec section 2, the image-based Instagram add-on): a heading, the shop's
 * handle with a link to its profile, and a grid of the merchant's pictures, each a link. The
 * pictures are the shop's own: no script of Instagram's, nothing asked of another site.
 */
function Instagram({ id, settings }: { id: string; settings: Settings }) {
  const intl = useIntl();
  const { handle, images } = settings;
  const profile = `https://www.instagram.com/${handle}/`;
  return (
    <section className="section instagram" aria-labelledby={`${id}-title`}>
      <div className="section__head instagram__head">
        <h2 id={`${id}-title`}>
          <FormattedMessage id={settings.title_key} />
        </h2>
        <a className="instagram__handle" href={profile} rel="noopener">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <rect
              x="3"
              y="3"
              width="18"
              height="18"
              rx="5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
            <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
            <circle cx="17.5" cy="6.5" r="1.2" fill="currentColor" />
          </svg>
          {/* A handle reads left to right in a right-to-left page too (@ first). */}
          <bdi dir="ltr">{`@${handle}`}</bdi>
        </a>
      </div>
      <ul className="instagram__grid" style={{ '--tiles': images.length } as object}>
        {images.map((item, i) => (
          <li key={`${item.image}-${i}`}>
            <PostLink to={item.link ?? profile} className="instagram__post">
              <Image
                src={item.image}
                alt={intl.formatMessage(
                  { id: 'instagram.photo' },
                  { index: i + 1, total: images.length, handle },
                )}
                sizes="(max-width: 767px) 33vw, 16vw"
                width={600}
                height={600}
                className="instagram__image"
              />
            </PostLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default defineSection<Settings>({
  // Below the fold: its code loads after the page has hydrated.
  hydrate: 'after-page',
  Component: Instagram,
});

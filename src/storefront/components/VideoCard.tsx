import { useState } from 'react';
import { FormattedMessage, useIntl } from '../intl.tsx';
import type { VideoDto } from '../../modules/blocks/contract.ts';
import { Image } from './Image.tsx';
import { ShopLink } from './ShopLink.tsx';
import './VideoCard.css';

/** A duration in seconds as the shopper reads it: 9:56, or 1:02:05. */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * A video: its picture with a play button; the player (the host's embed, or the file) is put in
 * its place only when the shopper plays it, so the page loads no third-party script or cookie
 * before. Without JavaScript the play button is a link to the video's own page.
 */
export function VideoCard({
  video,
  eager = false,
  headingLevel = 2,
  sizes = '(max-width: 767px) 100vw, 33vw',
}: {
  video: VideoDto;
  eager?: boolean;
  /** The picture's `sizes`: a third of a computer's screen unless said otherwise. */
  sizes?: string | undefined;
  /** Its title's level: 3 inside a section that has its own heading. */
  headingLevel?: 2 | 3;
}) {
  const intl = useIntl();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const [playing, setPlaying] = useState(false);
  const { source } = video;
  const titleId = `video-${video.id}-title`;
  return (
    <article className="video" aria-labelledby={titleId}>
      <div className="video__frame">
        {playing ? (
          source.kind === 'file' ? (
            <video src={source.src} controls autoPlay playsInline title={video.title} />
          ) : (
            <iframe
              src={source.embed}
              title={video.title}
              allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              data-testid="video-player"
            />
          )
        ) : (
          <a
            href={video.url}
            className="video__play"
            onClick={(e) => {
              e.preventDefault();
              setPlaying(true);
            }}
            aria-label={intl.formatMessage({ id: 'videos.play' }, { title: video.title })}
          >
            <Image
              src={video.poster}
              alt=""
              width={1200}
              height={1200}
              sizes={sizes}
              eager={eager}
            />
            <span className="video__button" aria-hidden="true">
              <svg viewBox="0 0 24 24" width="28" height="28">
                <path d="M8 5v14l11-7z" fill="currentColor" />
              </svg>
            </span>
            {video.duration > 0 && (
              <span className="video__duration">{formatDuration(video.duration)}</span>
            )}
          </a>
        )}
      </div>
      <Heading id={titleId} className="video__title" dir="auto">
        {video.title}
      </Heading>
      {video.description && <p className="video__description">{video.description}</p>}
      {video.product_ids.length > 0 && (
        <p className="video__shop">
          <ShopLink to={`/products?ids=${video.product_ids.join(',')}`}>
            <FormattedMessage id="videos.shop" values={{ count: video.product_ids.length }} />
          </ShopLink>
        </p>
      )}
    </article>
  );
}

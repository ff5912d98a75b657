/**
 * Where a video plays: a hosted video's privacy-friendly embed address, or the file itself. A
 * page shows the video's picture and loads the player only when the shopper asks (no
 * third-party script or cookie before that).
 */
export type VideoSource =
  | { kind: 'youtube'; id: string; embed: string }
  | { kind: 'vimeo'; id: string; embed: string }
  | { kind: 'file'; src: string };

const YOUTUBE = /^(?:www\.|m\.)?(?:youtube\.com|youtu\.be|youtube-nocookie\.com)$/;

/** Reads a video address; null when it is neither a known host nor an https video file. */
export function videoSource(url: string): VideoSource | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:') return null;
  const host = parsed.hostname.toLowerCase();
  if (YOUTUBE.test(host)) {
    const id = host.endsWith('youtu.be')
      ? parsed.pathname.slice(1)
      : (parsed.searchParams.get('v') ??
        parsed.pathname.match(/^\/(?:embed|shorts)\/([^/]+)/)?.[1]);
    if (!id || !/^[\w-]{6,20}$/.test(id)) return null;
    return {
      kind: 'youtube',
      id,
      embed: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
    };
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = parsed.pathname.match(/(\d{5,12})/)?.[1];
    if (!id) return null;
    return { kind: 'vimeo', id, embed: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1` };
  }
  if (/\.(mp4|webm)$/i.test(parsed.pathname)) return { kind: 'file', src: parsed.href };
  return null;
}

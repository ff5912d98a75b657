/** The shop's own pages beside its collections, as the footer and the menu drawer list them. */
export const SHOP_PAGES = [
  { to: '/blogs', label: 'blogs.title' },
  { to: '/videos', label: 'videos.title' },
  { to: '/faq', label: 'faq.title' },
  { to: '/track-your-order', label: 'track.title' },
  { to: '/contact', label: 'contact.title' },
] as const;

/**
 * Share buttons (spec section 3, Share-network config; section 9: share popup 626x436, its
 * closure polled every 500 ms; about 30 networks): one table of networks, each a share address
 * built from the config's fields. No third-party script: a link or a popup window.
 */

/** What a share carries (spec section 3, Share-network config). */
export interface ShareConfig {
  url: string;
  title: string;
  description?: string;
  quote?: string;
  /** Comma-separated, without #. */
  hashtags?: string;
  twitterUser?: string;
  /** A picture's absolute address (pinterest, vk, weibo ...). */
  media?: string;
}

/** One share network: its name, brand colour, and its address with the config's fields. */
export interface ShareNetwork {
  id: string;
  name: string;
  color: string;
  /** `@u` url, `@t` title, `@d` description, `@q` quote, `@h` hashtags, `@m` media, `@tu` via. */
  template: string;
}

/** The share networks, in the order the block lists them. */
export const SHARE_NETWORKS: readonly ShareNetwork[] = [
  {
    id: 'facebook',
    name: 'Facebook',
    color: '#1877f2',
    template:
      'https://www.facebook.com/sharer/sharer.php?u=@u&title=@t&description=@d&quote=@q&hashtag=@h1',
  },
  {
    id: 'twitter',
    name: 'X (Twitter)',
    color: '#000000',
    template: 'https://twitter.com/intent/tweet?text=@t&url=@u&hashtags=@h@tu',
  },
  {
    id: 'whatsapp',
    name: 'WhatsApp',
    color: '#128c4b',
    template: 'https://api.whatsapp.com/send?text=@t%0D%0A@u%0D%0A@d',
  },
  {
    id: 'pinterest',
    name: 'Pinterest',
    color: '#bd081c',
    template: 'https://pinterest.com/pin/create/button/?url=@u&media=@m&description=@t',
  },
  {
    id: 'linkedin',
    name: 'LinkedIn',
    color: '#0a66c2',
    template: 'https://www.linkedin.com/sharing/share-offsite/?url=@u',
  },
  {
    id: 'reddit',
    name: 'Reddit',
    color: '#c73500',
    template: 'https://www.reddit.com/submit?url=@u&title=@t',
  },
  {
    id: 'telegram',
    name: 'Telegram',
    color: '#0077b5',
    template: 'https://t.me/share/url?url=@u&text=@t%0D%0A@d',
  },
  {
    id: 'tumblr',
    name: 'Tumblr',
    color: '#35465c',
    template: 'https://www.tumblr.com/share/link?url=@u&name=@t&description=@d',
  },
  {
    id: 'email',
    name: 'Email',
    color: '#333333',
    template: 'mailto:?subject=@t&body=@u%0D%0A%0D%0A@d',
  },
  { id: 'sms', name: 'SMS', color: '#2e7d32', template: 'sms:?body=@t%0D%0A@u%0D%0A@d' },
  {
    id: 'line',
    name: 'LINE',
    color: '#00802b',
    template: 'https://line.me/R/msg/text/?@t%0D%0A@u%0D%0A@d',
  },
  {
    id: 'vk',
    name: 'VK',
    color: '#0065d9',
    template: 'https://vk.com/share.php?url=@u&title=@t&description=@d&image=@m&noparse=true',
  },
  {
    id: 'weibo',
    name: 'Weibo',
    color: '#c9182c',
    template: 'https://service.weibo.com/share/share.php?url=@u&title=@t&pic=@m',
  },
  {
    id: 'pocket',
    name: 'Pocket',
    color: '#d3364a',
    template: 'https://getpocket.com/save?url=@u&title=@t',
  },
  {
    id: 'messenger',
    name: 'Messenger',
    color: '#0067d6',
    template: 'fb-messenger://share/?link=@u',
  },
  { id: 'viber', name: 'Viber', color: '#665ca7', template: 'viber://forward?text=@u%0D%0A@d' },
  {
    id: 'skype',
    name: 'Skype',
    color: '#0072b8',
    template: 'https://web.skype.com/share?url=@t%0D%0A@u%0D%0A@d',
  },
  {
    id: 'xing',
    name: 'XING',
    color: '#006567',
    template: 'https://www.xing.com/social_plugins/share?url=@u',
  },
  {
    id: 'odnoklassniki',
    name: 'Odnoklassniki',
    color: '#c26200',
    template: 'https://connect.ok.ru/dk?st.cmd=WidgetSharePreview&st.shareUrl=@u&st.comments=@d',
  },
  { id: 'mix', name: 'Mix', color: '#c93d17', template: 'https://mix.com/add?url=@u' },
  {
    id: 'hackernews',
    name: 'Hacker News',
    color: '#b34a00',
    template: 'https://news.ycombinator.com/submitlink?u=@u&t=@t',
  },
  {
    id: 'buffer',
    name: 'Buffer',
    color: '#323b43',
    template: 'https://buffer.com/add?text=@t&url=@u',
  },
  {
    id: 'flipboard',
    name: 'Flipboard',
    color: '#c8000a',
    template: 'https://share.flipboard.com/bookmarklet/popout?v=2&url=@u&title=@t',
  },
  {
    id: 'instapaper',
    name: 'Instapaper',
    color: '#1f1f1f',
    template: 'https://www.instapaper.com/edit?url=@u&title=@t&description=@d',
  },
  {
    id: 'wordpress',
    name: 'WordPress',
    color: '#21759b',
    template: 'https://wordpress.com/press-this.php?u=@u&t=@t&s=@d&i=@m',
  },
  {
    id: 'evernote',
    name: 'Evernote',
    color: '#00803a',
    template: 'https://www.evernote.com/clip.action?url=@u&title=@t',
  },
  {
    id: 'quora',
    name: 'Quora',
    color: '#a82400',
    template: 'https://www.quora.com/share?url=@u&title=@t',
  },
  {
    id: 'baidu',
    name: 'Baidu',
    color: '#2932e1',
    template: 'https://cang.baidu.com/do/add?iu=@u&it=@t',
  },
  {
    id: 'douban',
    name: 'Douban',
    color: '#007722',
    template: 'https://www.douban.com/recommend/?url=@u&title=@t',
  },
  {
    id: 'qzone',
    name: 'Qzone',
    color: '#0e6fb8',
    template:
      'https://sns.qzone.qq.com/cgi-bin/qzshare/cgi_qzshare_onekey?url=@u&title=@t&summary=@d',
  },
];

/** Whether a network opens as a link (the shopper's mail, messages or app), not in a popup. */
export const opensAsLink = (network: Pick<ShareNetwork, 'template'>) =>
  !network.template.startsWith('https://');

/** The share address of a network for a config, every field encoded. */
export function shareUrl(network: Pick<ShareNetwork, 'template'>, config: ShareConfig): string {
  const hashtags = (config.hashtags ?? '')
    .split(',')
    .map((h) => h.trim().replace(/^#/, ''))
    .filter(Boolean);
  const e = encodeURIComponent;
  return network.template.replace(/@(tu|h1|[utdqhm])/g, (_, field: string) => {
    switch (field) {
      case 'u':
        return e(config.url);
      case 't':
        return e(config.title);
      case 'd':
        return e(config.description ?? '');
      case 'q':
        return e(config.quote ?? '');
      case 'h':
        return e(hashtags.join(','));
      case 'h1':
        return hashtags[0] ? e(`#${hashtags[0]}`) : '';
      case 'm':
        return e(config.media ?? '');
      default:
        return config.twitterUser ? `&via=${e(config.twitterUser)}` : '';
    }
  });
}

/** The share popup's size (spec section 9, Layout and UI timing). */
export const SHARE_POPUP = { width: 626, height: 436 } as const;
/** How often the shop checks whether the share popup was closed (spec section 9). */
export const SHARE_POLL_MS = 500;

/** The window the popup opens over: the browser window's position and outer size. */
export interface HostWindow {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where the share popup opens: centred over the shopper's window, and its features string. */
export function sharePopupGeometry(host: HostWindow, size = SHARE_POPUP) {
  const left = Math.round(host.left + Math.max(0, (host.width - size.width) / 2));
  const top = Math.round(host.top + Math.max(0, (host.height - size.height) / 2));
  return {
    left,
    top,
    width: size.width,
    height: size.height,
    features: `width=${size.width},height=${size.height},left=${left},top=${top},resizable=yes,scrollbars=yes,toolbar=no,menubar=no,location=no,status=no`,
  };
}

import { describe, expect, it } from 'vitest';
import { videoSource } from './embed.ts';

describe('video addresses', () => {
  it('plays YouTube through its no-cookie embed', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://youtu.be/aqz-KE-bpKQ',
      'https://www.youtube.com/embed/aqz-KE-bpKQ',
    ]) {
      expect(videoSource(url)).toEqual({
        kind: 'youtube',
        id: 'aqz-KE-bpKQ',
        embed: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
      });
    }
  });

  it('plays Vimeo without tracking, and https video files as they are', () => {
    expect(videoSource('https://vimeo.com/76979871')).toMatchObject({
      kind: 'vimeo',
      id: '76979871',
    });
    expect(videoSource('https://cdn.example.com/look.mp4')).toEqual({
      kind: 'file',
      src: 'https://cdn.example.com/look.mp4',
    });
  });

  it('refuses anything else', () => {
    for (const url of [
      'http://youtu.be/aqz-KE-bpKQ',
      'javascript:alert(1)',
      'https://example.com/page',
      'https://www.youtube.com/watch?v=<script>',
      'not a url',
    ]) {
      expect(videoSource(url)).toBeNull();
    }
  });
});

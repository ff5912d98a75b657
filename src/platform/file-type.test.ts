import { describe, expect, it } from 'vitest';
import { sniffAttachment } from './file-type.ts';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );

describe('what an attachment is, by its bytes', () => {
  it('knows pictures and PDFs', () => {
    expect(sniffAttachment(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('image/jpeg');
    expect(sniffAttachment(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffAttachment(bytes('GIF89a', [1, 0]))).toBe('image/gif');
    expect(sniffAttachment(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffAttachment(bytes('%PDF-1.7\n'))).toBe('application/pdf');
  });

  it('refuses anything else, whatever it is called', () => {
    expect(sniffAttachment(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffAttachment(bytes('MZ', [0x90, 0]))).toBeNull();
    expect(sniffAttachment(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeNull();
    expect(sniffAttachment(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffAttachment(new Uint8Array())).toBeNull();
  });
});

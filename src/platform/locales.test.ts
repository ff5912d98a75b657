import { describe, expect, it } from 'vitest';
import { LOCALES, isRtl, resolveLocale } from './locales.ts';

describe('resolveLocale', () => {
  it('defaults to en-US', () => {
    expect(resolveLocale(undefined)).toBe('en-US');
    expect(resolveLocale('xx-YY')).toBe('en-US');
  });
  it('matches case-insensitively and by language', () => {
    expect(resolveLocale('de-de')).toBe('de-DE');
    expect(resolveLocale('fr')).toBe('fr-FR');
  });
  it('reads sp-ES as es-ES', () => {
    expect(resolveLocale('sp-ES')).toBe('es-ES');
  });
  it('knows the seventeen languages and the right-to-left one', () => {
    expect(LOCALES).toHaveLength(17);
    expect(isRtl('he-IL')).toBe(true);
    expect(isRtl('en-US')).toBe(false);
  });
});

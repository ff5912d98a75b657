import { describe, expect, it } from 'vitest';
import { ga4IdsFromCookies, gaClientIdOf, gaSessionCookie, gaSessionIdOf } from './ga4-ids.ts';

describe("the shopper's GA4 ids, read from the tag's cookies", () => {
  it('takes the client id as the last two parts of _ga', () => {
    expect(gaClientIdOf('GA1.1.123456789.1700000000')).toBe('123456789.1700000000');
    expect(gaClientIdOf('GA1.2.987654321.1699999999')).toBe('987654321.1699999999');
  });

  it('reads the session id of both session cookie formats', () => {
    expect(gaSessionIdOf('GS1.1.1700000000.3.1.1700000123.0.0.0')).toBe('1700000000');
    expect(gaSessionIdOf('GS2.1.s1700000000$o3$g1$t1700000123$j60$l0$h0')).toBe('1700000000');
    // Percent-encoded by whoever wrote it.
    expect(gaSessionIdOf('GS2.1.s1700000000%24o3%24g1')).toBe('1700000000');
  });

  it('ignores malformed cookies', () => {
    for (const value of [
      '',
      'GA1.1.123456789',
      'GA1.1.abc.1700000000',
      'GA1.1.123456789.1700000000.5',
      'XX1.1.123456789.1700000000',
      'GA1.1.123456789012345678901.1700000000',
      'GA1.1.1<script>.1700000000',
    ]) {
      expect(gaClientIdOf(value), value).toBeUndefined();
    }
    for (const value of [
      '',
      'GS1.1.',
      'GS1.1.17000x0000.3',
      'GS2.1.o3$g1$t1700000123',
      'GS2.1.sabc$o3',
      'GS3.1.s1700000000$o3',
      'GS1.1.123456789012345678901.1',
    ]) {
      expect(gaSessionIdOf(value), value).toBeUndefined();
    }
  });

  it("finds the stream's cookies among the page's, the client alone when the session's is bad", () => {
    expect(gaSessionCookie('G-TEST1234')).toBe('_ga_TEST1234');
    const cookies =
      'vitrine_consent=analytics; _ga=GA1.1.123456789.1700000000; ' +
      '_ga_OTHER=GS1.1.1600000000.1.1.1600000001.0.0.0; _ga_TEST1234=GS2.1.s1700000500$o2$g0';
    expect(ga4IdsFromCookies(cookies, 'G-TEST1234')).toEqual({
      ga_client_id: '123456789.1700000000',
      ga_session_id: '1700000500',
    });
    expect(
      ga4IdsFromCookies('_ga=GA1.1.123456789.1700000000; _ga_TEST1234=GS9', 'G-TEST1234'),
    ).toEqual({ ga_client_id: '123456789.1700000000' });
    // No client: nothing, whatever the session cookie says.
    expect(ga4IdsFromCookies('_ga_TEST1234=GS1.1.1700000000.1.1', 'G-TEST1234')).toBeUndefined();
    expect(ga4IdsFromCookies('_ga=broken; _gat=1', 'G-TEST1234')).toBeUndefined();
    expect(ga4IdsFromCookies('', 'G-TEST1234')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import {
  countryCode,
  deviceAndBrowser,
  isCountedPath,
  normalisePath,
  pageModel,
  referrerHost,
  visitorId,
} from '@server/modules/reports/event-traits';

const UA = {
  firefoxWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  smartTv:
    'Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/4.0 TV Safari/537.36',
};

describe('deviceAndBrowser', () => {
  it.each([
    [UA.firefoxWindows, 'desktop', 'Firefox'],
    [UA.safariIphone, 'mobile', 'Safari'],
    [UA.ipad, 'tablet', 'Safari'],
    [UA.edge, 'desktop', 'Microsoft Edge'],
    [UA.smartTv, 'other', 'Samsung Internet for Android'],
    ['curl/8.0', 'other', ''],
  ])('reads %s', (userAgent, device, browser) => {
    expect(deviceAndBrowser(userAgent)).toEqual({ device, browser });
  });

  it('answers other and no browser for a missing or empty user agent', () => {
    expect(deviceAndBrowser(undefined)).toEqual({ device: 'other', browser: '' });
    expect(deviceAndBrowser('  ')).toEqual({ device: 'other', browser: '' });
  });
});

describe('referrerHost', () => {
  it.each([
    ['https://www.google.com/search?q=x', 'google.com'],
    ['http://News.Example.org:8080/a', 'news.example.org'],
    ['https://cinedex.example/titles/1', ''],
    ['https://www.cinedex.example/', ''],
    ['', ''],
    [undefined, ''],
    ['not a url', ''],
    ['android-app://com.example', ''],
    ['javascript:alert(1)', ''],
  ])('%s → %j', (referrer, host) => {
    expect(referrerHost(referrer, 'cinedex.example')).toBe(host);
  });
});

describe('normalisePath', () => {
  it.each([
    ['/', '/'],
    ['/titles/1/a-film/', '/titles/1/a-film'],
    ['/search/x?page=2#top', '/search/x'],
    ['/a//', '/a'],
    ['/?q=1', '/'],
  ])('%s → %s', (path, normalised) => {
    expect(normalisePath(path)).toBe(normalised);
  });

  it('refuses what is not a site path', () => {
    expect(normalisePath('titles/1')).toBeNull();
    expect(normalisePath('//evil.example.com')).toBeNull();
    expect(normalisePath('')).toBeNull();
  });

  it('caps the length at 255 characters', () => {
    expect(normalisePath(`/${'a'.repeat(400)}`)).toHaveLength(255);
  });
});

describe('isCountedPath', () => {
  it('leaves the admin area and the API out', () => {
    expect(isCountedPath('/admin')).toBe(false);
    expect(isCountedPath('/admin/reports')).toBe(false);
    expect(isCountedPath('/api/v1/titles')).toBe(false);
    expect(isCountedPath('/administrators-cut')).toBe(true);
    expect(isCountedPath('/')).toBe(true);
  });
});

describe('pageModel', () => {
  it.each([
    ['/titles/12/a-film', { titleId: 12, personId: null }],
    ['/titles/12', { titleId: 12, personId: null }],
    ['/titles/12/a-film/season/1/episode/2', { titleId: 12, personId: null }],
    ['/people/7/someone', { titleId: null, personId: 7 }],
    ['/people/7', { titleId: null, personId: 7 }],
    ['/titles/abc', { titleId: null, personId: null }],
    ['/titles/0/x', { titleId: null, personId: null }],
    ['/titles/12x', { titleId: null, personId: null }],
    ['/watch/3', { titleId: null, personId: null }],
    ['/', { titleId: null, personId: null }],
  ])('%s', (path, model) => {
    expect(pageModel(path)).toEqual(model);
  });
});

describe('countryCode', () => {
  it('keeps 2-letter codes only, upper case', () => {
    expect(countryCode('fr')).toBe('FR');
    expect(countryCode(' GB ')).toBe('GB');
    expect(countryCode('XX')).toBe('');
    expect(countryCode('T1')).toBe('');
    expect(countryCode('FRA')).toBe('');
    expect(countryCode(undefined)).toBe('');
  });
});

describe('visitorId', () => {
  const salt = Buffer.alloc(32, 7);

  it('is stable within a day and changes with the day, the address, the browser and the key', () => {
    const id = visitorId(salt, '2026-01-01', '203.0.113.5', UA.firefoxWindows);
    expect(id).toHaveLength(22);
    expect(visitorId(salt, '2026-01-01', '203.0.113.5', UA.firefoxWindows)).toBe(id);
    expect(visitorId(salt, '2026-01-02', '203.0.113.5', UA.firefoxWindows)).not.toBe(id);
    expect(visitorId(salt, '2026-01-01', '203.0.113.6', UA.firefoxWindows)).not.toBe(id);
    expect(visitorId(salt, '2026-01-01', '203.0.113.5', UA.ipad)).not.toBe(id);
    expect(visitorId(Buffer.alloc(32, 8), '2026-01-01', '203.0.113.5', UA.firefoxWindows)).not.toBe(
      id,
    );
    expect(id).not.toContain('203');
  });
});

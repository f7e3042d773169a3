import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET value-lists/{names}', () => {
  it('answers timezones grouped by region, countries and localizations to a guest', async () => {
    const response = await t.client().get('/api/v1/value-lists/timezones,countries,localizations');
    expect(response.statusCode).toBe(200);
    const { timezones, countries, localizations } = response.json();

    expect(Object.keys(timezones)).toEqual(
      expect.arrayContaining(['Africa', 'America', 'Asia', 'Europe', 'Pacific', 'UTC']),
    );
    expect(timezones.UTC).toEqual([{ value: 'UTC', label: 'UTC (UTC+00:00)' }]);
    const paris = timezones.Europe.find((zone: { value: string }) => zone.value === 'Europe/Paris');
    expect(paris.label).toMatch(/^Paris \(UTC\+0[12]:00\)$/);
    const tokyo = timezones.Asia.find((zone: { value: string }) => zone.value === 'Asia/Tokyo');
    expect(tokyo.label).toBe('Tokyo (UTC+09:00)');
    const indiana = timezones.America.find(
      (zone: { value: string }) => zone.value === 'America/Indiana/Knox',
    );
    expect(indiana.label).toMatch(/^Indiana \/ Knox \(UTC-0[56]:00\)$/);
    for (const [region, zones] of Object.entries(
      timezones as Record<string, Array<{ value: string }>>,
    )) {
      for (const zone of zones) expect(zone.value.split('/')[0]).toBe(region);
    }

    expect(countries).toHaveLength(249);
    expect(countries).toContainEqual({ code: 'US', name: 'United States' });
    expect(countries).toContainEqual({ code: 'DE', name: 'Germany' });
    const names = countries.map((country: { name: string }) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));

    expect(localizations).toEqual([
      { language: 'en', name: 'English' },
      { language: 'fr', name: 'Français' },
    ]);
  });

  it('answers only the lists it was asked for', async () => {
    const response = await t.client().get('/api/v1/value-lists/countries');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['countries']);
    const two = await t.client().get('/api/v1/value-lists/localizations,timezones');
    expect(Object.keys(two.json()).sort()).toEqual(['localizations', 'timezones']);
  });

  it('refuses unknown list names with a 422', async () => {
    const response = await t.client().get('/api/v1/value-lists/countries,planets');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.names[0]).toContain('Unknown value list: planets.');
    expect((await t.client().get('/api/v1/value-lists/,')).statusCode).toBe(422);
  });
});

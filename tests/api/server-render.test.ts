import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { titleUrl } from '@common/catalogue/catalogue-urls';
import { buildCredit, buildPerson, buildTitle } from '../support/catalogue-factories';
import { buildUser } from '../support/factories';
import { revokeFromGuests } from '../support/seo-factories';
import { HtmlHead } from '../support/seo-html';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

let t: TestApp;
let title: Awaited<ReturnType<typeof buildTitle>>;

beforeAll(async () => {
  t = await createTestApp();
  title = await buildTitle(t.app, {
    name: 'The Ring of Fire',
    year: 2001,
    plot: 'A lighthouse keeper finds a map that nobody should have drawn.',
    backdrop: 'art/backdrop/ring.svg',
  });
  const actor = await buildPerson(t.app, { name: 'Maribel Quintero' });
  await buildCredit(t.app, { personId: actor.id, titleId: title.id, character: 'The keeper' });
});
afterAll(() => t.close());

const page = async (url: string, client: TestClient = t.client()) => {
  const response = await client.get(url, { headers: { accept: 'text/html' } });
  expect(response.statusCode, url).toBe(200);
  return response.body;
};

/** The markup inside #root (the server's render, or nothing for pages the browser renders). */
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*)<\/div>\s*<script id="bootstrap-data"/.exec(html)?.[1] ?? null;

const routerHydration = (html: string) => {
  const match = /<script id="router-hydration" type="application\/json">(.*?)<\/script>/s.exec(
    html,
  );
  return match ? (JSON.parse(match[1]!) as { loaderData: Record<string, unknown> }) : null;
};

describe('server rendering of catalogue pages', () => {
  it("writes the page's markup, its CSS and the router state into the HTML", async () => {
    const html = await page(titleUrl(title));
    const root = rootOf(html)!;
    expect(root).toMatch(/<h1[^>]*>[\s\S]*The Ring of Fire/);
    expect(root).toContain('A lighthouse keeper finds a map');
    expect(root).toContain('Maribel Quintero');
    // the navbar and footer are part of the render too
    expect(root).toMatch(/<header/);
    expect(root).toMatch(/<footer/);
    // emotion's critical CSS: every class in the markup has its rules in the head
    const head = html.slice(0, html.indexOf('<body'));
    const styles = [...head.matchAll(/<style data-emotion="css ([^"]*)"[^>]*>/g)];
    expect(styles.length).toBeGreaterThan(0);
    const styled = new Set(styles.flatMap((match) => match[1]!.split(' ')));
    const used = [...root.matchAll(/class="([^"]*)"/g)]
      .flatMap((match) => match[1]!.split(/\s+/))
      // css-0 is emotion's name for an empty style: it has no rules to ship
      .filter((name) => name.startsWith('css-') && name !== 'css-0')
      .map((name) => name.slice('css-'.length));
    expect(used.length).toBeGreaterThan(10);
    for (const name of used) expect(styled, `css-${name}`).toContain(name);
    // the browser's router starts from the loaders the server ran
    expect(Object.keys(routerHydration(html)!.loaderData).length).toBeGreaterThan(0);
    // the default theme's variables are on <html> before any script runs
    expect(html).toMatch(/<html lang="en" style="--be-[^"]*color-scheme: (dark|light)"/);
    // React's image preloads are moved into the head
    expect(head).toContain('rel="preload" as="image" href="/art/backdrop/ring.svg"');
    expect(root).not.toMatch(/^<link/);
  });

  it('is sent compressed', async () => {
    const response = await t
      .client()
      .get(titleUrl(title), { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toContain('The Ring of Fire');
  });

  it('renders for the signed-in member, whose account is in the bootstrap data', async () => {
    const member = await buildUser(t.app, { name: 'Ines Okafor' });
    const client = t.client();
    await client.login(member.email, 'user-password');
    const html = await page(titleUrl(title), client);
    expect(new HtmlHead(html).bootstrap.user?.id).toBe(member.id);
    expect(rootOf(html)).toContain('The Ring of Fire');
  });

  it('leaves forms and the admin to the browser', async () => {
    for (const url of ['/login', '/register', '/account-settings', '/lists/new', '/admin']) {
      const html = await page(url);
      expect(rootOf(html), url).toBe('');
      expect(routerHydration(html), url).toBeNull();
    }
  });

  it("leaves a page to the browser when the router's guard would send the visitor away", async () => {
    const restore = await revokeFromGuests(t.app, 'titles.view');
    try {
      const html = await page(titleUrl(title));
      expect(rootOf(html)).toBe('');
      expect(routerHydration(html)).toBeNull();
    } finally {
      await restore();
    }
  });
});

import { BOOTSTRAP_ELEMENT_ID, type BootstrapData } from '@common/bootstrap/bootstrap-data';

/** Reads back what the server wrote into a page: head tags, JSON-LD and bootstrap data. */
export class HtmlHead {
  constructor(readonly html: string) {}

  private static unescape(text: string): string {
    return text.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));
  }

  get title(): string | null {
    const match = /<title>(.*?)<\/title>/s.exec(this.html);
    return match ? HtmlHead.unescape(match[1]!) : null;
  }

  /** content of <meta name|property="key">; null when absent; throws when written twice. */
  meta(key: string): string | null {
    const pattern = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`, 'g');
    const found = [...this.html.matchAll(pattern)];
    if (found.length > 1) throw new Error(`meta ${key} appears ${found.length} times`);
    return found[0] ? HtmlHead.unescape(found[0][1]!) : null;
  }

  get canonical(): string | null {
    const match = /<link rel="canonical" href="([^"]*)" \/>/.exec(this.html);
    return match ? HtmlHead.unescape(match[1]!) : null;
  }

  /** Every JSON-LD block, parsed. */
  get jsonLd(): Array<Record<string, unknown>> {
    return [...this.html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
  }

  get bootstrap(): BootstrapData {
    const match = new RegExp(
      `<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json">(.*?)</script>`,
      's',
    ).exec(this.html);
    if (!match) throw new Error('no bootstrap data in the page');
    return JSON.parse(match[1]!) as BootstrapData;
  }
}

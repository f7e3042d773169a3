import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useIsMobile } from '@client/app/layout/use-is-mobile';
import { installBootstrap } from '../../../../support/bootstrap-fixture';
import { stubMatchMedia, type MatchMediaStub } from '../../appearance/match-media-stub';

function Layout() {
  return <span>{useIsMobile() ? 'mobile' : 'desktop'}</span>;
}

let media: MatchMediaStub | null = null;
afterEach(() => media?.restore());

describe('useIsMobile on the server', () => {
  it("renders the layout of the device the user agent names, whatever the server's window", () => {
    media = stubMatchMedia({ width: 1280 });
    installBootstrap({ is_mobile_device: true });
    expect(renderToString(<Layout />)).toContain('mobile');
    installBootstrap({ is_mobile_device: false });
    expect(renderToString(<Layout />)).toContain('desktop');
  });
});

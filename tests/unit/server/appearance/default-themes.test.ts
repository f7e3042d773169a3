import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@common/themes/color-contrast';
import type { ThemeValues } from '@common/themes/theme';
import { DEFAULT_THEMES } from '@server/modules/appearance/default-themes';

type Color = keyof ThemeValues;

/** Text colours and the surfaces they are drawn on; WCAG AA asks 4.5:1 of normal-size text. */
const TEXT_ON_SURFACES: Array<[Color, Color[]]> = [
  ['--be-foreground', ['--be-background', '--be-background-alt', '--be-paper']],
  ['--be-foreground-muted', ['--be-background', '--be-background-alt', '--be-paper']],
  // links, text buttons and accents
  ['--be-primary', ['--be-background', '--be-background-alt', '--be-paper']],
  ['--be-secondary', ['--be-background', '--be-paper']],
  // form errors and alerts
  ['--be-danger', ['--be-background', '--be-paper']],
  ['--be-on-primary', ['--be-primary']],
  ['--be-on-navbar', ['--be-navbar']],
];

describe.each(DEFAULT_THEMES.map((theme) => [theme.name, theme] as const))(
  'the default %s theme',
  (_name, theme) => {
    it.each(TEXT_ON_SURFACES.flatMap(([text, surfaces]) => surfaces.map((s) => [text, s])))(
      'has AA contrast for %s text on %s',
      (text, surface) => {
        const ratio = contrastRatio(theme.values[text as Color], theme.values[surface as Color]);
        expect(ratio).not.toBeNull();
        expect(ratio!).toBeGreaterThanOrEqual(4.5);
      },
    );

    it('gives filled controls a 3:1 contrast with the page (WCAG 1.4.11)', () => {
      for (const surface of ['--be-background', '--be-paper', '--be-navbar'] as const) {
        expect(
          contrastRatio(theme.values['--be-primary'], theme.values[surface]),
        ).toBeGreaterThanOrEqual(3);
      }
    });
  },
);

import { describe, expect, it } from 'vitest';
import { contrastRatio, isDarkColor, parseCssColor } from '@common/themes/color-contrast';
import { isDarkSurface } from '@common/themes/theme-surface';
import { DEFAULT_THEMES } from '@server/modules/appearance/default-themes';

describe('colour contrast', () => {
  it('reads hex and rgb() colours and refuses others', () => {
    expect(parseCssColor('#fff')).toEqual([255, 255, 255]);
    expect(parseCssColor('#14171cff')).toEqual([20, 23, 28]);
    expect(parseCssColor('rgba(0, 0, 0, 0.12)')).toEqual([0, 0, 0]);
    expect(parseCssColor('rgb(10 20 30 / 50%)')).toEqual([10, 20, 30]);
    expect(parseCssColor('oklch(0.7 0.1 90)')).toBeNull();
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('red', '#fff')).toBeNull();
  });

  it('tells dark surfaces from light ones by luminance', () => {
    expect(isDarkColor('#14171c')).toBe(true);
    expect(isDarkColor('#f5c518')).toBe(false);
    expect(isDarkColor('#f6f7f9')).toBe(false);
    expect(isDarkColor('teal')).toBeNull();
  });

  it("judges a theme's surface by its colour, the mode deciding only for unreadable colours", () => {
    const light = structuredClone(DEFAULT_THEMES.find((theme) => !theme.is_dark)!);
    expect(isDarkSurface(light, '--be-navbar')).toBe(true);
    expect(isDarkSurface(light, '--be-background')).toBe(false);
    light.values['--be-navbar'] = 'var(--something)';
    expect(isDarkSurface(light, '--be-navbar')).toBe(false);
    light.values['--be-navbar'] = '';
    light.values['--be-paper'] = '#000';
    expect(isDarkSurface(light, '--be-navbar')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import type { Theme } from '@common/themes/theme';
import { buildMuiTheme, radiusInPixels } from '@client/appearance/themes/mui-theme';
import { DEFAULT_THEMES } from '@server/modules/appearance/default-themes';

const [dark, light] = DEFAULT_THEMES as [Theme, Theme];

describe('buildMuiTheme', () => {
  it('maps the theme values to the MUI palette', () => {
    const mui = buildMuiTheme(dark);
    expect(mui.palette.mode).toBe('dark');
    expect(mui.palette.primary.main).toBe(dark.values['--be-primary']);
    expect(mui.palette.primary.contrastText).toBe(dark.values['--be-on-primary']);
    expect(mui.palette.error.main).toBe(dark.values['--be-danger']);
    expect(mui.palette.background.paper).toBe(dark.values['--be-paper']);
    expect(mui.palette.text.secondary).toBe(dark.values['--be-foreground-muted']);
    expect(mui.palette.divider).toBe(dark.values['--be-divider']);
    expect(buildMuiTheme(light).palette.mode).toBe('light');
  });

  it('uses the spec breakpoint, tooltip delays, radius and font', () => {
    const mui = buildMuiTheme({ ...light, values: { ...light.values, '--be-radius': '0.75rem' } });
    expect(mui.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 768, lg: 1200, xl: 1536 });
    expect(mui.components?.MuiTooltip?.defaultProps).toMatchObject({
      enterDelay: 1500,
      leaveDelay: 500,
    });
    expect(mui.shape.borderRadius).toBe(12);
    expect(mui.typography.fontFamily).toBe(light.values['--be-font-family']);
    expect(mui.typography.fontWeightRegular).toBe(400);
    expect(mui.vars).toBeDefined();
  });

  it('survives colours MUI cannot parse', () => {
    const odd = { ...light, values: { ...light.values, '--be-primary': 'rebeccapurple' } };
    expect(() => buildMuiTheme(odd)).not.toThrow();
  });

  it('reads the radius in px or rem', () => {
    expect(radiusInPixels('4px')).toBe(4);
    expect(radiusInPixels('0')).toBe(0);
    expect(radiusInPixels('1rem')).toBe(16);
    expect(radiusInPixels('nonsense')).toBe(8);
  });
});

import { relativeLuminance, themeOf } from '../../src/taskpane/shared/office-theme';

describe('the pane’s theme from Office’s', () => {
  it('measures a colour’s relative luminance as WCAG 2 defines it', () => {
    expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1, 6);
    expect(relativeLuminance('#000')).toBe(0);
    // WCAG's worked value for mid grey #777777: 0.184.
    expect(relativeLuminance('#777777')).toBeCloseTo(0.184, 3);
    expect(relativeLuminance('rgb(0, 0, 0)')).toBeUndefined();
  });

  it('is dark for Office’s Black and Dark Gray themes, light for White and Colorful', () => {
    expect(themeOf({ bodyBackgroundColor: '#262626' }, false)).toBe('dark');
    expect(themeOf({ bodyBackgroundColor: '#444444' }, false)).toBe('dark');
    expect(themeOf({ bodyBackgroundColor: '#FFFFFF' }, true)).toBe('light');
    expect(themeOf({ bodyBackgroundColor: '#E6E6E6' }, true)).toBe('light');
  });

  it('turns dark where white text reads better than black on the background', () => {
    // The two contrasts are equal at a luminance of 0.179, between #757575 (0.178) and #767676 (0.181).
    expect(themeOf({ bodyBackgroundColor: '#757575' }, false)).toBe('dark');
    expect(themeOf({ bodyBackgroundColor: '#767676' }, false)).toBe('light');
  });

  it('follows the browser’s scheme when Office gives no theme or no readable colour', () => {
    expect(themeOf(undefined, true)).toBe('dark');
    expect(themeOf(undefined, false)).toBe('light');
    expect(themeOf({ bodyBackgroundColor: 'not a colour' }, true)).toBe('dark');
  });
});

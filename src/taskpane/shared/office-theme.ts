/**
 * Office's theme for the pane (issue 39 item 5): dark when Office's task-pane background is dark,
 * else light; without an Office theme (Excel on the web, older builds), the browser's
 * prefers-color-scheme. Excel has no theme-change event (that event is Outlook's), so the theme
 * is read again whenever the pane regains focus or becomes visible.
 */

import { useEffect, useState } from 'react';

export type PaneTheme = 'light' | 'dark';

/** The part of Office.context.officeTheme the pane reads. */
export interface OfficeThemeColours {
  bodyBackgroundColor?: string;
}

/** The relative luminance (WCAG 2) of a #RRGGBB or #RGB colour; undefined for anything else. */
export function relativeLuminance(colour: string): number | undefined {
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim())?.[1];
  if (!hex) return undefined;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [red, green, blue] = [0, 2, 4].map((at) => {
    const channel = parseInt(full.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/**
 * Below this luminance white text contrasts more with the background than black text does
 * ((1 + 0.05) / (L + 0.05) = (L + 0.05) / 0.05): the background is dark.
 */
const DARK_BELOW = Math.sqrt(1.05 * 0.05) - 0.05;

/** Dark when Office's background is dark; Office's theme, when it has a readable colour, wins over the browser's. */
export function themeOf(office: OfficeThemeColours | undefined, browserPrefersDark: boolean): PaneTheme {
  const luminance = office?.bodyBackgroundColor ? relativeLuminance(office.bodyBackgroundColor) : undefined;
  if (luminance === undefined) return browserPrefersDark ? 'dark' : 'light';
  return luminance < DARK_BELOW ? 'dark' : 'light';
}

/**
 * The theme as `read` gives it, read again when the window regains focus, becomes visible, or the
 * browser's colour scheme changes.
 */
export function usePaneTheme(read: () => PaneTheme): PaneTheme {
  const [theme, setTheme] = useState(read);
  useEffect(() => {
    const again = () => setTheme(read());
    const scheme =
      typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : undefined;
    window.addEventListener('focus', again);
    document.addEventListener('visibilitychange', again);
    scheme?.addEventListener?.('change', again);
    again();
    return () => {
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', again);
      scheme?.removeEventListener?.('change', again);
    };
  }, [read]);
  useEffect(() => {
    // Scroll bars and the native selects' lists follow the theme too.
    document.documentElement.style.colorScheme = theme;
  }, [theme]);
  return theme;
}

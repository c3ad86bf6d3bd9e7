import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';
import { t } from '../i18n/translate';

/** Deep navy of the brand; shade 7 is the primary (white text on it is 8.7:1). */
const navy: MantineColorsTuple = [
  '#eef2f8',
  '#d7dfec',
  '#aebfd9',
  '#829cc5',
  '#5d7eb4',
  '#4569a8',
  '#365c9f',
  '#274a85',
  '#1c3966',
  '#14253f',
];

/** Safety amber for calls to action; dark text on it (autoContrast). */
const amber: MantineColorsTuple = [
  '#fff8e6',
  '#feefc9',
  '#fcdd95',
  '#fbca5d',
  '#f9b931',
  '#f5a524',
  '#dc9000',
  '#b57400',
  '#8c5a00',
  '#6a4400',
];

/** The theme, made once the page's language is loaded (its dialogs' close button is named in it). */
export const createAppTheme = () =>
  createTheme({
    primaryColor: 'navy',
    primaryShade: { light: 7, dark: 4 },
    colors: { navy, amber },
    autoContrast: true,
    black: '#172033',
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Helvetica Neue", Arial, sans-serif',
    headings: { fontWeight: '750', textWrap: 'balance' },
    defaultRadius: 'md',
    cursorType: 'pointer',
    components: {
      Anchor: { defaultProps: { underline: 'hover' } },
      Card: { defaultProps: { withBorder: true, radius: 'md' } },
      Modal: {
        // Every dialog's X has a name for screen readers; a dialog may give a more precise one.
        defaultProps: { closeButtonProps: { 'aria-label': t('common.closeDialog') } },
        styles: { title: { fontSize: 'var(--mantine-font-size-lg)', fontWeight: 700 } },
      },
      // A toast's message under its title is Mantine's grey 6 (3.3:1 on white): the readable slate instead.
      Notification: { styles: { description: { color: 'var(--mantine-color-dimmed)' } } },
    },
  });

/**
 * Mantine's dimmed grey (#868e96) is 3.3:1 on white, below WCAG AA; slate #4a5568 is 7.5:1.
 * Placeholders get the same treatment at a lighter but still readable shade.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#4a5568',
    '--mantine-color-placeholder': '#5f6b7c',
    // Light badges and alerts: Mantine's green and red text is too pale on its tinted ground
    // (WCAG AA asks 4.5:1 for small text); these darker shades keep the hue and pass.
    '--mantine-color-green-light-color': '#1e6b30',
    '--mantine-color-red-light-color': '#b42318',
    '--mantine-color-amber-light-color': '#6a4400',
    // A field's error text, its red border and the required mark: Mantine's red 6 is 3.3:1 on white.
    '--mantine-color-error': '#b42318',
  },
  dark: {},
});

// The ways every picture is taken: a desktop width and a 320 px phone, light and dark, one
// right-to-left language, and Windows high contrast (forced colours), as Chromium emulates them.

export interface Variant {
  name: string;
  width: number;
  colorScheme: 'light' | 'dark';
  forcedColors: 'none' | 'active';
  /** Storybook's toolbar globals for the story (its colour scheme and language decorators). */
  globals: string;
  /** The demo page is photographed too (it has no right-to-left mode). */
  demo: boolean;
}

const DESKTOP = 1024;
const PHONE = 320;

export const VARIANTS: Variant[] = [
  { name: 'desktop-light', width: DESKTOP, colorScheme: 'light', forcedColors: 'none', globals: 'colorScheme:light', demo: true },
  { name: 'desktop-dark', width: DESKTOP, colorScheme: 'dark', forcedColors: 'none', globals: 'colorScheme:dark', demo: true },
  { name: 'phone-light', width: PHONE, colorScheme: 'light', forcedColors: 'none', globals: 'colorScheme:light', demo: true },
  { name: 'phone-dark', width: PHONE, colorScheme: 'dark', forcedColors: 'none', globals: 'colorScheme:dark', demo: true },
  { name: 'phone-rtl-arabic', width: PHONE, colorScheme: 'light', forcedColors: 'none', globals: 'colorScheme:light;language:ar', demo: false },
  { name: 'desktop-forced-colors', width: DESKTOP, colorScheme: 'light', forcedColors: 'active', globals: 'colorScheme:light', demo: true },
];

/**
 * Named patterns an editor picks instead of writing a regular expression: the shapes the shipped
 * forms already use (schemas/cms), so a new field asks what the old ones ask.
 */
export const PATTERN_PRESETS = {
  mobile9: '^\\d{9}$',
  mobile67: '^[67]\\d{8}$',
  account10: '^\\d{10}$',
  fixedInternet: '^[PE]{2}\\d{10}$',
  otp6: '^\\d{6}$',
  pin4: '^\\d{4}$',
  digits: '^\\d+$',
  name: "^[A-Za-z][A-Za-z .'-]*$",
  email: '^[A-Za-z0-9._]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$',
} as const;
export type PatternPreset = keyof typeof PATTERN_PRESETS;

/** The preset a pattern is, if it is one. */
export const presetOf = (pattern: string): PatternPreset | undefined =>
  (Object.keys(PATTERN_PRESETS) as PatternPreset[]).find((id) => PATTERN_PRESETS[id] === pattern);

/**
 * The keyboard tests' words (A11Y-5), imported as `* as keys`: the keys of support/keyboard.ts and
 * the steps the pages share, each a few keys and the checks that follow them.
 */
export * from '../support/keyboard.ts';

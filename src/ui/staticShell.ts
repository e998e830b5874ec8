import { createContext } from 'react';

/**
 * True while the app draws the prerendered shell at build (src/prerender). Controls that need
 * the app's code then render as plain links that work without it (the language switch links to
 * /sw/... and /en/...), so a tap before the code arrives is never lost.
 */
export const StaticShellContext = createContext(false);

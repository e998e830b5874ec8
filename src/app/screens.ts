/**
 * The screen modules of the route table. Every screen is a lazily loaded chunk, so a screen costs
 * nothing until someone opens it. Paths are relative to this folder (src/app): the build
 * (build/prerender.ts) resolves them from here to find each page's chunks.
 */
import type { ComponentType } from 'react';
import { lazyWithTimeout } from './lazyWithTimeout.ts';

/** What a screen module may export (its errors go to the screens' boundary, routes.tsx). */
export interface ScreenModule {
  Component?: ComponentType;
  default?: ComponentType;
}

/** A route `lazy` function for a screen module, with the 120 s chunk timeout (lazyScreen.tsx). */
export function screen(
  importer: () => Promise<ScreenModule>,
): () => Promise<{ Component: ComponentType }> {
  const load = lazyWithTimeout(importer);
  return async () => {
    const module = await load();
    const Component = module.Component ?? module.default;
    if (!Component) throw new Error('A screen module must export Component or a default component');
    return { Component };
  };
}

/** Every screen module by its path: each is a lazily loaded chunk of its own. */
const SCREEN_MODULES = import.meta.glob<ScreenModule>([
  '../features/*/*Route.tsx',
  '../features/*/*/*Route.tsx',
  '../features/payment/PaymentShell.tsx',
]);

/** A route `lazy` function that also names its module (the build modulepreloads it per page). */
export type ScreenLoader = ReturnType<typeof screen> & { module: string };

/** The route `lazy` function of the screen module at `path` (relative to this file). */
export function screenAt(path: string): ScreenLoader {
  const importer = SCREEN_MODULES[path];
  if (!importer) throw new Error(`No screen module at ${path}`);
  return Object.assign(screen(importer), { module: path });
}

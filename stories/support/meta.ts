/**
 * The parts of a story file's meta and stories that every screen family repeats: the Swahili
 * global, MSW handlers as parameters, and the meta of a screen answered by MSW. Each file keeps
 * its literal `title` in its meta (the Storybook indexer reads it from the source, and the story
 * ids that the story checks and designers' links use are made from it).
 */
import type { ComponentProps, ComponentType } from 'react';
import type { RequestHandler } from 'msw';

/** The portal language of a Swahili story (the preview's `locale` toolbar global). */
export const SW = { locale: 'sw' } as const;

/** The Swahili twin of `story`: the same story with the Swahili global. */
export function swahili<S extends object>(story: S): S & { globals: typeof SW } {
  return { ...story, globals: SW };
}

/** Story parameters under which MSW answers with `handlers` (the story's own network). */
export function handledBy(handlers: readonly RequestHandler[]) {
  return { msw: { handlers: [...handlers] } };
}

// Stories type their args from the meta (StoryObj<typeof meta>), so any component goes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** The meta of `component` shown where the preview puts it, with MSW answering with `handlers`. */
export function screenMeta<C extends AnyComponent>(
  component: C,
  handlers: readonly RequestHandler[],
) {
  return { component, parameters: handledBy(handlers) };
}

/**
 * The meta of a screen that a route shows: full width, the preview's MemoryRouter at `path`, and
 * MSW answering like the sandbox with `handlers`; `args` are the props every story starts from.
 */
export function routeScreen<
  C extends AnyComponent,
  A extends Partial<ComponentProps<C>> = Record<never, never>,
>(component: C, path: string, handlers: readonly RequestHandler[], args: A = {} as A) {
  return {
    component,
    args,
    parameters: {
      layout: 'fullscreen',
      router: { initialEntries: [path] },
      ...handledBy(handlers),
    },
  };
}

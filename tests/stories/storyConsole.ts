/**
 * Which console lines a story may print. The console of every story must be clean; the lines
 * below are the exceptions, each with the story it belongs to and why it is expected there.
 */

/** An expected console line: in the stories whose id matches `story`, lines matching `line`. */
interface Expected {
  story: RegExp;
  line: RegExp;
  reason: string;
}

const EVERY = /./;

const EXPECTED: readonly Expected[] = [
  {
    story: EVERY,
    line: /^Failed to load resource: /,
    reason:
      "the browser's own line for an error answer: the stories of failures answer 4xx/5xx on purpose",
  },
  {
    story: EVERY,
    line: /^\[cms\] /,
    reason:
      'the CMS loader reports each failed package (src/content/cmsLoader.ts); stories of failures ' +
      'break CMS answers on purpose, and a loading story whose answer never comes reports its ' +
      'timeout later, while the pooled page shows another story',
  },
  {
    story: EVERY,
    line: /^TestingLibraryElementError: Unable to find /,
    reason:
      "Storybook's instrumenter logs a play function's query attempt made before the screen " +
      "loaded; a play whose query never succeeds still fails, since the check reads Storybook's own verdict",
  },
  {
    story: EVERY,
    line: /^\[MSW\] Warning: intercepted a request without a matching request handler:/,
    reason:
      "the pooled page keeps the previous story's CMS loader, whose retry of a failed package " +
      "(e.g. Help 'Unavailable') can arrive after the next story swapped in its own handlers; a " +
      'story that lacks a handler it needs shows its error state and fails its play or axe check',
  },
  {
    story: EVERY,
    line: /^Accessing the Story Store is deprecated/,
    reason: "Storybook's own notice about an addon's use of its API, not the portal's",
  },
  {
    story: /^app-error-screens--/,
    line: /\bboom\b|ChunkLoadError|^React Router caught the following error during render/,
    reason: 'the error screens are shown by throwing on purpose; React and the boundary log it',
  },
  {
    story: /^forms-packages--malformed-package$/,
    line: /^Form package rejected: /,
    reason: 'the story shows how the engine refuses a broken package, which it logs for editors',
  },
];

/** The console errors and warnings of story `id` that no entry allows, as `type: text`. */
export function unexpectedStoryConsole(
  id: string,
  logged: readonly { type: string; text: string }[],
): string[] {
  return logged
    .filter(({ type }) => type === 'error' || type === 'warning')
    .filter(({ text }) => !EXPECTED.some((e) => e.story.test(id) && e.line.test(text)))
    .map(({ type, text }) => `${type}: ${text}`);
}

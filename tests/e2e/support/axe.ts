import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** WCAG 2.0/2.1 A and AA, plus 2.2 AA: the portal's bar (spec: WCAG 2.2 AA). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** One block per rule: id, impact, what to do, and each offending element with axe's summary. */
export function formatViolations(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .map(
          (n) =>
            `    - ${n.target.map(String).join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      return `  ${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n${nodes}`;
    })
    .join('\n');
}

/**
 * The WCAG A/AA violations axe-core finds in the page (in `include`, else the whole document),
 * injecting axe first when the page has none (through the DevTools protocol, so the sandbox's CSP
 * stays on).
 */
export async function axeViolations(page: Page, include?: string): Promise<Violation[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ tags, include }) => {
      const injected = (window as unknown as { axe: typeof axe }).axe;
      const result = await injected.run(include ?? document, {
        runOnly: { type: 'tag', values: tags },
      });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({
          target: n.target as unknown[],
          failureSummary: n.failureSummary,
        })),
      }));
    },
    { tags: [...wcagTags], include },
  );
}

/** Fails with a readable list of the WCAG A/AA violations axe-core finds in the page. */
export async function expectNoAxeViolations(
  page: Page,
  options: { include?: string } = {},
): Promise<void> {
  const violations = await axeViolations(page, options.include);
  if (violations.length > 0) {
    throw new Error(
      `axe found ${violations.length} WCAG violation(s) on ${page.url()}:\n${formatViolations(violations)}`,
    );
  }
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// playwright-core has no @axe-core/playwright: axe-core's own bundle is evaluated in the page.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type AxeImpact = 'minor' | 'moderate' | 'serious' | 'critical';
export type AxeFinding = { id: string; impact: AxeImpact | null; help: string; targets: string[] };

/** axe-core's WCAG 2.x A/AA and best-practice rules on the page as it is now. */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type Result = {
      violations: { id: string; impact: AxeImpact | null; help: string; nodes: { target: unknown[] }[] }[];
    };
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<Result> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 4).map((n) => n.target.map(String).join(' ')),
    }));
  });
}

/** The findings a screen must not have: every one when `strict`, else the serious and critical ones. */
export function blocking(findings: AxeFinding[], strict: boolean): AxeFinding[] {
  return strict ? findings : findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');
}

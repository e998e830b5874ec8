/**
 * Lets the browser handle input and paint before the next step of start-up, so the steps run as
 * separate short tasks instead of one long one (speed issue, item 7: no long task on a phone).
 */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

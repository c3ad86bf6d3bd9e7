import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * What is wrong with the page's fit on this screen: the page (or a box in it) scrolling sideways,
 * a control (button, link, field) outside the screen, or outside the card it belongs to.
 * Empty when everything fits. `scope` is where the boxes and controls are looked for: the page's
 * main part, or an open dialog ('[role=dialog]').
 */
export function fitProblems(page: Page, scope = 'main'): Promise<string[]> {
  return page.evaluate((scope) => {
    const problems: string[] = [];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const page = document.documentElement;
    if (page.scrollWidth > page.clientWidth) {
      problems.push(`the page scrolls sideways (${page.scrollWidth} > ${page.clientWidth} px)`);
    }
    for (const box of document.querySelectorAll<HTMLElement>(`${scope} *`)) {
      const overflow = getComputedStyle(box).overflowX;
      if ((overflow === 'auto' || overflow === 'scroll') && box.scrollWidth > box.clientWidth + 1) {
        problems.push(`a box scrolls sideways: ${name(box)} (${box.scrollWidth} > ${box.clientWidth} px)`);
      }
    }
    const controls = document.querySelectorAll(
      ['button', 'a[href]', 'input:not([type=hidden])', 'select', 'textarea']
        .map((control) => `${scope} ${control}`)
        .join(', '),
    );
    for (const control of controls) {
      const own = control.getBoundingClientRect();
      // Hidden controls (a visually hidden radio, a closed menu) take no room.
      if (own.width <= 1 || own.height <= 1 || getComputedStyle(control).visibility === 'hidden') continue;
      if (own.left < -1 || own.right > page.clientWidth + 1) {
        problems.push(
          `outside the screen: ${name(control)} (${Math.round(own.left)}-${Math.round(own.right)} px)`,
        );
      }
      const card = control.closest('li, .mantine-Card-root');
      if (!card) continue;
      const frame = card.getBoundingClientRect();
      if (own.left < frame.left - 1 || own.right > frame.right + 1) {
        problems.push(`outside its card: ${name(control)}`);
      }
    }
    return problems;
  }, scope);
}

/** axe's serious and critical findings (WCAG 2.1 A and AA, and axe's best practices). */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A dialog's overlay still fading in would be measured half-way: wait for the transitions to end
  // (not for a spinner's endless turn; one that is cancelled has ended too). Mantine starts a
  // dialog's transition a frame or two after its content is in the page: look again after two
  // frames, until a look finds none running (a few looks at most). A carousel turns on its own and
  // could start fading a slide in while axe reads its colours: the scan is made as for a visitor
  // who prefers reduced motion (the slide show still, no fades), and the page's motion given back.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(async () => {
    const frames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let look = 0; look < 5; look += 1) {
      await frames();
      const running = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
    .finally(() => page.emulateMedia({ reducedMotion: null }));
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes.map((node) => node.target.join(' ')).slice(0, 5);
      return `${violation.id} (${violation.impact}): ${violation.help}\n    ${targets.join('\n    ')}`;
    });
}

/** The texts of the toasts on screen. */
export function toastTexts(page: Page): Promise<string[]> {
  return page.locator('.mantine-Notification-root').allInnerTexts();
}

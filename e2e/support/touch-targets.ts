import type { Page } from '@playwright/test';

export interface SmallTarget {
  target: string;
  width: number;
  height: number;
}

/**
 * The pointer targets on the page (links, buttons, form fields, sliders) smaller than 24×24 CSS
 * px that WCAG 2.2's 2.5.8 (Target Size, Minimum) does not exempt: an inline link inside running
 * text is exempt, and so is a small target whose 24 px circle, centred on it, touches no other
 * target and no other small target's circle. Hidden and visually hidden (sr-only) ones are not
 * targets.
 */
export async function smallTouchTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate(() => {
    const minimum = 24;
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="slider"], [role="button"], [role="option"]';
    const isVisuallyHidden = (element: Element, rect: DOMRect) => {
      const style = getComputedStyle(element);
      return (
        (rect.width <= 1 && rect.height <= 1) ||
        style.clip === 'rect(0px, 0px, 0px, 0px)' ||
        style.clipPath === 'inset(50%)' ||
        style.pointerEvents === 'none'
      );
    };
    const targets = [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .filter((element) => !(element as HTMLButtonElement).disabled)
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ element, rect }) => rect.width > 0 && rect.height > 0 && !isVisuallyHidden(element, rect));

    /** An inline link whose nearest block also holds text of its own: a link in a sentence. */
    const inRunningText = (element: HTMLElement) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      if (!block) return false;
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!element.contains(node) && (node.textContent ?? '').trim() !== '') return true;
      }
      return false;
    };

    const small = targets.filter(({ rect }) => rect.width < minimum - 0.01 || rect.height < minimum - 0.01);
    const centre = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
    const distanceToRect = (point: { x: number; y: number }, rect: DOMRect) => {
      const dx = Math.max(rect.left - point.x, 0, point.x - rect.right);
      const dy = Math.max(rect.top - point.y, 0, point.y - rect.bottom);
      return Math.hypot(dx, dy);
    };
    const spaced = ({ element, rect }: { element: HTMLElement; rect: DOMRect }) => {
      const c = centre(rect);
      return targets.every((other) => {
        if (other.element === element || other.element.contains(element) || element.contains(other.element))
          return true;
        if (distanceToRect(c, other.rect) < minimum / 2) return false;
        if (!small.some((s) => s.element === other.element)) return true;
        const o = centre(other.rect);
        return Math.hypot(c.x - o.x, c.y - o.y) >= minimum;
      });
    };

    const describe = (element: HTMLElement) => {
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
      const where = element.closest('header, nav, main, footer, [role="dialog"], aside, section');
      const landmark = where
        ? `${where.tagName.toLowerCase()}${where.getAttribute('aria-label') ? `[${where.getAttribute('aria-label')}]` : ''} `
        : '';
      return `${landmark}${element.tagName.toLowerCase()} "${name.slice(0, 60)}"`;
    };
    return small
      .filter((target) => !inRunningText(target.element) && !spaced(target))
      .map(({ element, rect }) => ({
        target: describe(element),
        width: Math.round(rect.width * 10) / 10,
        height: Math.round(rect.height * 10) / 10,
      }));
  });
}

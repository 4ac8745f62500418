import type { Locator } from "@playwright/test";

/** A box on the page, in CSS pixels. */
export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Whether two boxes share any area (touching edges do not count). */
export function intersects(a: Box, b: Box): boolean {
  return a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
}

/** The box a locator's element is drawn in. */
export async function boxOf(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const { left, right, top, bottom } = element.getBoundingClientRect();
    return { left, right, top, bottom };
  });
}

/**
 * Where each of `parts` is drawn inside the element's text, as found in reading order (the text
 * as typed, whatever elements split it): one box per part, or per line box when a part wraps.
 * Each part is searched for after the previous one, so repeated characters resolve in order.
 */
export async function textBoxes(locator: Locator, parts: string[]): Promise<Box[][]> {
  return locator.evaluate((element, wanted) => {
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    const text = nodes.map((node) => node.data).join("");
    /** The text node and offset holding the index-th character of the joined text. */
    const at = (index: number): [Text, number] => {
      let rest = index;
      for (const node of nodes) {
        if (rest <= node.data.length) return [node, rest];
        rest -= node.data.length;
      }
      throw new Error(`index ${index} beyond the text`);
    };
    let from = 0;
    return wanted.map((part) => {
      const start = text.indexOf(part, from);
      if (start < 0) throw new Error(`"${part}" not found in "${text}" after ${from}`);
      from = start + part.length;
      const range = document.createRange();
      range.setStart(...at(start));
      range.setEnd(...at(start + part.length));
      return [...range.getClientRects()]
        .filter((rect) => rect.width > 0)
        .map(({ left, right, top, bottom }) => ({ left, right, top, bottom }));
    });
  }, parts);
}

/** How many lines of text an element takes, from its height and its line height. */
export async function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
    return Math.round(element.getBoundingClientRect().height / lineHeight);
  });
}

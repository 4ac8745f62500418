import { Direction } from "radix-ui";
import type { ReactNode } from "react";

/**
 * Radix components read the text direction from this provider, not from the DOM: every island
 * wraps its tree in it with the page's `dir` so menus, sliders and popovers mirror in Arabic.
 */
export function DirectionProvider({ dir, children }: { dir: "rtl" | "ltr"; children: ReactNode }) {
  return <Direction.Provider dir={dir}>{children}</Direction.Provider>;
}

import type { ComponentProps } from "react";
import { cn } from "../../lib/utils.ts";
import { inputClass } from "./input-class.ts";

export { inputClass };

/** shadcn's Input; `aria-invalid` turns the border red so field errors show without extra classes. */
export function Input({ className, type, ...props }: ComponentProps<"input">) {
  return <input type={type} data-slot="input" className={cn(inputClass, className)} {...props} />;
}

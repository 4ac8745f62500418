import { cva } from "class-variance-authority";

// The button's classes apart from the component, so islands that only style a <button> or a link
// (the checkout, whose JavaScript has a budget: decision 0052) do not load tailwind-merge and Radix.
// A `className` passed here is appended, not merged: pass classes that do not fight the variants.

/** shadcn's button variants (`cn(buttonVariants({ variant, size }), extra)` in Astro). */
export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground hover:opacity-90",
        outline: "border border-border bg-background hover:bg-muted",
        ghost: "hover:bg-muted",
        link: "text-primary underline-offset-4 hover:underline",
      },
      size: {
        default: "h-10 px-4 py-2",
        sm: "h-8 px-3",
        lg: "h-11 px-6",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

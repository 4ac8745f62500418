/** The input's classes, for the server-rendered fields of Astro forms (src/components/FormField.astro) too. */
export const inputClass =
  "h-10 w-full min-w-0 rounded-md border border-border bg-background px-3 py-2 text-sm placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-600 dark:aria-invalid:border-red-400";

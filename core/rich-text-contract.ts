// The input contract of a rich-text field (decision 0035), apart from the sanitiser: the write
// routes load core/rich-text.ts with a dynamic import() after the Worker has started, when workerd
// refuses to compile code from strings, and an arktype type defined at a module's top level
// compiles itself when the module loads (decision 0070). A module that imports this one loads it
// with the Worker.
import { type } from "arktype";
import { sanitizeRichText } from "./rich-text.ts";

/**
 * Any string, cleaned by `sanitizeRichText`, so a write route that validates with it stores only
 * the safe subset by construction.
 * @example type({ body: RichText })({ body: "<p>Hi<script>x</script></p>" }) // { body: "<p>Hi</p>" }
 */
export const RichText = type("string").pipe(sanitizeRichText);
export type RichText = typeof RichText.infer;

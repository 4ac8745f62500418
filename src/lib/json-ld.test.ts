import { describe, expect, it } from "vitest";
import { toJsonLd } from "./json-ld.ts";

describe("toJsonLd", () => {
  it("adds the schema.org context", () => {
    expect(JSON.parse(toJsonLd({ "@type": "Organization", name: "Jumla" }))).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Jumla",
    });
  });

  it.each([
    ["a closing script tag", "Towel </script><script>alert(1)</script>"],
    ["an HTML comment opener", "<!-- hidden"],
    ["a nested script in Arabic text", "منشفة </SCRIPT>"],
  ])("never lets %s end the script element, and reads back unchanged", (_case, name) => {
    const json = toJsonLd({ "@type": "Product", name });
    expect(json).not.toContain("<");
    expect(JSON.parse(json).name).toBe(name);
  });
});

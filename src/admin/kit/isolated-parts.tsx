// Decision 0031 in the back office: parts that come from data and may be in the other script (an
// Arabic city in an English screen, a Latin street in an Arabic one) are each isolated in their
// own direction, between the screen's own separators, as the storefront's PostalAddress does.
import { Fragment } from "react";
import { useAdmin } from "../environment.ts";

/**
 * The given parts that are not blank, each in a `<bdi>`, separated by the screen's comma ("، " or ", ").
 * @example <IsolatedParts parts={[address.address1, address.city, address.postcode]} />
 */
export function IsolatedParts({ parts }: { parts: readonly (string | null | undefined)[] }) {
  const { locale } = useAdmin();
  const separator = locale === "ar" ? "، " : ", ";
  const shown = parts.filter((part): part is string => typeof part === "string" && part.trim() !== "");
  if (shown.length === 0) return "—";
  return shown.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && separator}
      <bdi>{part}</bdi>
    </Fragment>
  ));
}

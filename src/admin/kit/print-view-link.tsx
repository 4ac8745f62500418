// A print view (an order's, an invoice's, a collection's receipt) is a page of its own outside the
// app: it prints without the sidebar and reads without JavaScript, so the screen opens it beside
// itself (decisions 0081, 0082, 0096).
import { Printer } from "lucide-react";
import { buttonVariants } from "../../components/ui/button.tsx";

export function PrintViewLink({ href, label, testId }: { href: string; label: string; testId: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className={buttonVariants({ variant: "outline" })}
      data-testid={testId}
    >
      <Printer aria-hidden className="size-4" />
      {label}
    </a>
  );
}

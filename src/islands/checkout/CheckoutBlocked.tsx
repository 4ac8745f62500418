import { buttonVariants } from "../../components/ui/button-variants.ts";

/**
 * Why there is nothing to check out (SPEC §8 "Sorry, the cart cannot be empty", "You can't make an
 * order without selecting a user") and the way on.
 */
export function CheckoutBlocked({ message, action }: { message: string; action: { href: string; label: string } }) {
  return (
    <div
      className="flex flex-col items-center gap-4 rounded-lg border border-dashed px-6 py-12 text-center"
      data-testid="checkout-blocked"
    >
      <p role="alert" className="font-medium">
        {message}
      </p>
      <a href={action.href} className={buttonVariants({ variant: "outline" })}>
        {action.label}
      </a>
    </div>
  );
}

// Phone orders (issue #22 item 9, decision 0098): the back office has no cart or checkout of its
// own. These links open the shop's own pages in the admin's language, where the admin session
// orders for any customer as a salesperson orders for theirs: the customer is written into the
// cart's metadata (what /cart's picker writes), kept in local storage across pages and reloads.
import { PhoneCall } from "lucide-react";
import { buttonVariants } from "../../../components/ui/button.tsx";
import { chosenCustomerName } from "../../../islands/cart/CustomerPicker.tsx";
import { cart } from "../../../stores/cart.ts";
import { useAdmin } from "../../environment.ts";
import { useT } from "../../messages.ts";

/** The customer an order is started for, as the cart names them. */
interface PhoneOrderCustomer {
  id: number;
  name: string;
  companyName: string;
  /** Verified, approved and not restricted (SPEC §4, decision 0012): otherwise no order can be placed. */
  canOrder: boolean;
}

/**
 * "New phone order" (the order list) opens /cart, where the admin chooses the customer; "Order for
 * this customer" (a customer's page) chooses them and opens the quick order pad, as the
 * salesperson's "Order for this customer" does.
 */
export function PhoneOrderLink({ customer }: { customer?: PhoneOrderCustomer }) {
  const t = useT();
  const { storefront } = useAdmin();
  const href = customer ? storefront.quickOrder : storefront.cart;
  const canOrder = customer?.canOrder ?? true;
  const start = () => {
    if (customer) cart.updateCartMetadata({ customerId: customer.id, customerName: chosenCustomerName(customer) });
    // A new order names no customer yet: the cart's picker asks (its lines, if any, stay)
    else cart.updateCartMetadata({ customerId: undefined, customerName: undefined });
  };
  if (!canOrder) {
    return (
      <span className="text-sm text-muted-foreground" data-testid="phone-order-unavailable">
        {t("admin.phoneOrders.cannotOrder")}
      </span>
    );
  }
  return (
    <a
      href={href}
      onClick={start}
      className={buttonVariants({ variant: customer ? "outline" : "default" })}
      data-testid={customer ? "order-for-customer" : "new-phone-order"}
    >
      <PhoneCall aria-hidden className="size-4" />
      {t(customer ? "admin.phoneOrders.orderFor" : "admin.phoneOrders.new")}
    </a>
  );
}

import { useEffect, useId, useState } from "react";
import { canOrderFor, type CustomerRow } from "../../../core/contracts/admin/customers.ts";
import type { AdminListPage } from "../../../core/contracts/admin-resources.ts";
import type { SalesCustomerPage } from "../../../core/contracts/sales.ts";
import type { SubsetTranslate } from "../../../i18n/messages.ts";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import type { cartPageMessages } from "./cart-page-messages.ts";

/** The customer a salesperson orders for, as the cart's metadata keeps it (SPEC §2, §8). */
export interface ChosenCustomer {
  id: number;
  name: string;
}

/** How the cart names the chosen customer: their company, then who they are. */
export const chosenCustomerName = (customer: { companyName: string; name: string }) =>
  `${customer.companyName} (${customer.name})`;

/** A customer as the picker lists them. */
type PickedRow = {
  id: number;
  companyName: string;
  name: string;
  email: string;
  userCode: string | null;
  canOrder: boolean;
};

/**
 * Where the picker searches: a salesperson's own customers (GET /api/sales/customers), or, for an
 * admin taking a phone order, every customer (the back office's GET /api/admin/customers, sorted by
 * company; decision 0098). The checkout API decides again who may be ordered for.
 */
const sources = {
  sales: {
    path: "/api/sales/customers",
    sort: null,
    rows: (data: unknown): PickedRow[] => (data as SalesCustomerPage).items,
  },
  admin: {
    path: "/api/admin/customers",
    sort: "companyName",
    rows: (data: unknown): PickedRow[] =>
      (data as AdminListPage<CustomerRow>).items.map((row) => ({
        id: row.id,
        companyName: row.companyName,
        name: `${row.firstName} ${row.lastName}`,
        email: row.email,
        userCode: null,
        canOrder: canOrderFor(row),
      })),
  },
} as const;

interface Props {
  /** Whose customers are listed: the salesperson's, or every customer for an admin (decision 0098). */
  source: keyof typeof sources;
  t: SubsetTranslate<(typeof cartPageMessages)[number]>;
  chosen: ChosenCustomer | null;
  onChoose: (customer: ChosenCustomer) => void;
  /** Set when the salesperson tried to proceed without one: the picker says so and takes the focus. */
  problem: string | null;
}

/** The most customers the picker lists: it searches rather than scrolls. */
const pickerPageSize = 50;

/**
 * SPEC §2 "the cart lets a salesperson select the customer to order for": a search over their own
 * customers (every customer for an admin, `sources`), the first 50 by company, and a radio group to
 * choose one. Customers who may not order yet (awaiting approval, restricted) are listed but cannot
 * be chosen.
 */
export function CustomerPicker({ source, t, chosen, onChoose, problem }: Props) {
  const [isChanging, setIsChanging] = useState(chosen === null);
  const [search, setSearch] = useState("");
  const [found, setFound] = useState<PickedRow[] | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const ids = { legend: useId(), search: useId(), hint: useId(), problem: useId() };

  useEffect(() => {
    if (!isChanging) return;
    const controller = new AbortController();
    // A short pause while typing, so each key does not send its own search.
    const timer = setTimeout(async () => {
      const { path, sort, rows } = sources[source];
      const query = new URLSearchParams({
        perPage: String(pickerPageSize),
        ...(sort ? { sort } : {}),
        ...(search.trim() ? { search: search.trim() } : {}),
      });
      try {
        const response = await fetch(`${path}?${query}`, {
          headers: { accept: "application/json", "accept-language": document.documentElement.lang },
          credentials: "same-origin",
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(String(response.status));
        const answer = (await response.json()) as { data: unknown };
        setFound(rows(answer.data));
        setHasFailed(false);
      } catch (error) {
        if (!controller.signal.aborted) setHasFailed(true);
        void error;
      }
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search, isChanging, source]);

  useEffect(() => {
    if (problem) document.getElementById(ids.search)?.focus();
  }, [problem, ids.search]);

  return (
    <fieldset
      className="grid gap-3 rounded-lg border p-4"
      aria-describedby={problem ? ids.problem : undefined}
      data-testid="customer-picker"
    >
      <legend id={ids.legend} className="px-1 font-semibold">
        {t("cart.customer.legend")}
      </legend>
      {chosen && !isChanging ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p role="status" data-testid="chosen-customer">
            {t("cart.customer.chosen", { name: chosen.name })}
          </p>
          <Button type="button" variant="outline" size="sm" onClick={() => setIsChanging(true)}>
            {t("cart.customer.change")}
          </Button>
        </div>
      ) : (
        <>
          <div className="grid gap-1">
            <label htmlFor={ids.search} className="text-sm font-medium">
              {t("cart.customer.search")}
            </label>
            <Input
              id={ids.search}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              aria-describedby={ids.hint}
              aria-invalid={problem ? true : undefined}
              autoComplete="off"
            />
            <p id={ids.hint} className="text-xs text-muted-foreground">
              {t("cart.customer.searchHint")}
            </p>
          </div>
          {hasFailed && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {t("cart.customer.loadFailed")}
            </p>
          )}
          {found?.length === 0 && <p className="text-sm text-muted-foreground">{t("cart.customer.none")}</p>}
          {found && found.length > 0 && (
            <ul className="grid max-h-64 gap-1 overflow-y-auto" aria-labelledby={ids.legend}>
              {found.map((customer) => (
                <li key={customer.id}>
                  <label
                    className={`flex items-start gap-2 rounded-md p-2 ${customer.canOrder ? "cursor-pointer hover:bg-muted" : "opacity-70"}`}
                  >
                    <input
                      type="radio"
                      name="customer"
                      className="mt-1 accent-primary"
                      value={customer.id}
                      checked={chosen?.id === customer.id}
                      disabled={!customer.canOrder}
                      onChange={() => {
                        onChoose({ id: customer.id, name: chosenCustomerName(customer) });
                        setIsChanging(false);
                      }}
                    />
                    <span className="grid">
                      <span className="font-medium">
                        <bdi>{customer.companyName}</bdi> · <bdi>{customer.name}</bdi>
                      </span>
                      <span className="text-xs text-muted-foreground">
                        <bdi>{customer.email}</bdi>
                        {customer.userCode && (
                          <>
                            {" · "}
                            <bdi>{customer.userCode}</bdi>
                          </>
                        )}
                        {!customer.canOrder && ` · ${t("cart.customer.cannotOrder")}`}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {problem && (
        <p id={ids.problem} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

// What a screen shows when it has nothing else to show: loading, a failure, access denied, not
// found. Shared by every screen, in the main chunk (they show while a screen's chunk loads).
import { Link, type ErrorComponentProps } from "@tanstack/react-router";
import { Construction, LoaderCircle, Search, ShieldX } from "lucide-react";
import type { ReactNode, SubmitEvent } from "react";
import { Button, buttonVariants } from "../../components/ui/button.tsx";
import { inputClass } from "../../components/ui/input.tsx";
import { cn } from "../../lib/utils.ts";
import { useT } from "../messages.ts";

/** A screen's title row: its heading and, at the end, its actions. */
export function ScreenHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      {/* A title may be data (a customer's name): isolated, so it keeps its own direction. */}
      <h1 className="text-2xl font-bold">
        <bdi>{title}</bdi>
      </h1>
      {children && <div className="flex flex-wrap items-center gap-2">{children}</div>}
    </div>
  );
}

/** Shown while a screen's code or data loads. */
export function ScreenLoading() {
  const t = useT();
  return (
    <p role="status" className="flex items-center gap-2 py-8 text-muted-foreground" data-testid="screen-loading">
      <LoaderCircle aria-hidden className="size-5 motion-safe:animate-spin" />
      {t("admin.list.loading")}
    </p>
  );
}

/** A screen that failed to load or to draw (the router's error boundary): say so, offer to retry. */
export function ScreenFailed({ reset }: Partial<ErrorComponentProps>) {
  const t = useT();
  return (
    <div role="alert" className="flex flex-col items-start gap-3 py-8">
      <p>{t("admin.form.loadFailed")}</p>
      {reset && (
        <Button type="button" variant="outline" onClick={reset}>
          {t("admin.list.retry")}
        </Button>
      )}
    </div>
  );
}

/** SPEC §8 access denied: a screen the admin's role may not open. */
export function AccessDenied() {
  const t = useT();
  return (
    <section className="flex flex-col items-start gap-4 py-8" data-testid="access-denied">
      <ShieldX aria-hidden className="size-12 text-red-600 dark:text-red-400" strokeWidth={1.5} />
      <h1 className="text-xl font-bold">{t("errors.forbidden")}</h1>
      <BackToDashboard />
    </section>
  );
}

/** A path that names no admin screen. */
export function ScreenNotFound() {
  const t = useT();
  return (
    <section className="flex flex-col items-start gap-4 py-8" data-testid="admin-not-found">
      <h1 className="text-xl font-bold">{t("notFound.title")}</h1>
      <p className="text-muted-foreground">{t("admin.notFound.text")}</p>
      <BackToDashboard />
    </section>
  );
}

/** A screen SPEC §2 lists that a later issue builds: says so plainly, rather than a 404 or an empty page. */
export function NotBuilt({ name }: { name: string }) {
  const t = useT();
  return (
    <section className="flex max-w-prose flex-col items-start gap-4" data-testid="not-built">
      <h1 className="text-2xl font-bold">{name}</h1>
      <div className="flex gap-3 rounded-lg border border-dashed p-4">
        <Construction aria-hidden className="mt-0.5 size-6 shrink-0 text-accent" />
        <div className="flex flex-col gap-1">
          <p className="font-semibold">{t("admin.later.title")}</p>
          <p className="text-muted-foreground">{t("admin.later.text", { screen: name })}</p>
        </div>
      </div>
      <BackToDashboard />
    </section>
  );
}

export function BackToDashboard() {
  const t = useT();
  return (
    <Link to="/" className={buttonVariants({ variant: "outline" })}>
      {t("admin.later.back")}
    </Link>
  );
}

/**
 * A list's search box: submits the typed text, trimmed (blank is no search). Keyed by the
 * address's search by the caller, so back and forward put the typed text back as it was.
 */
export function ListSearchForm({
  id,
  label,
  value,
  onSearch,
}: {
  id: string;
  label: string;
  value: string | undefined;
  onSearch(search: string | undefined): void;
}) {
  const t = useT();
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get("search") ?? "").trim();
    onSearch(typed || undefined);
  };
  return (
    <form role="search" onSubmit={submit} className="flex max-w-md">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        name="search"
        type="search"
        defaultValue={value ?? ""}
        className={cn(inputClass, "rounded-e-none")}
        data-testid="list-search"
      />
      <Button type="submit" className="rounded-s-none">
        <Search aria-hidden className="size-4" />
        {t("admin.list.search")}
      </Button>
    </form>
  );
}

/** A list the API could not give: says so, with a retry. */
export function ListFailed({ onRetry }: { onRetry(): void }) {
  const t = useT();
  return (
    <div role="alert" className="flex flex-col items-start gap-3">
      <p>{t("admin.list.failed")}</p>
      <Button type="button" variant="outline" onClick={onRetry}>
        {t("admin.list.retry")}
      </Button>
    </div>
  );
}

// The order desk's cards (an order's, a return's): a titled section, its label–value rows, and a
// status history.
import { useId, type ReactNode } from "react";
import type { OrderActor } from "../../../../core/contracts/admin/orders.ts";
import { isHistoryNote } from "../../../../core/orders/history-notes.ts";
import { useT, type AdminTranslate } from "../../messages.ts";
import { useShownDate } from "./dates.ts";

/** A titled section of a detail screen, named for screen readers by its heading. */
export function Card({ title, testId, children }: { title: ReactNode; testId: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border p-4" data-testid={testId}>
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A label and its value, inside a `detailList`. */
export function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <>
      <dt className="font-medium text-muted-foreground">{label}</dt>
      <dd className="break-words" data-testid={testId}>
        {children}
      </dd>
    </>
  );
}

/** The `<dl>` of a card's rows: label beside value from a phone's landscape width up. */
export const detailList = "grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]";

/** A row of an order's or a return's status history. */
interface HistoryEntry {
  actor: OrderActor;
  /** The admin's name when an admin moved it (as it was then), else null. */
  adminName: string | null;
  note: string | null;
  createdAt: number;
}

/** Who moved it: the admin by name, else the kind of actor. */
function actorOf(t: AdminTranslate, entry: HistoryEntry): string {
  if (entry.actor === "admin" && entry.adminName)
    return t("admin.orders.byAdmin", { name: `\u2068${entry.adminName}\u2069` });
  return t(`admin.orders.actor.${entry.actor}`);
}

/** A note: the shop's own reasons are message keys, read in the admin's language; anything else as written. */
function noteText(t: AdminTranslate, note: string): string {
  return isHistoryNote(note) ? t(note) : note;
}

/** SPEC §4: every status it has been in (drawn by `badge`), who moved it, when and why, oldest first. */
export function StatusHistory<Entry extends HistoryEntry>(props: {
  entries: readonly Entry[];
  testId: string;
  badge(entry: Entry): ReactNode;
}) {
  const t = useT();
  const shown = useShownDate();
  return (
    <Card title={t("dashboard.order.history")} testId={props.testId}>
      <ol className="flex flex-col gap-3 border-s ps-4">
        {props.entries.map((entry, index) => (
          // Histories only grow: an entry keeps its place.
          <li key={index} className="flex flex-col gap-1 text-sm" data-testid="history-entry">
            <span className="flex flex-wrap items-center gap-2">
              {props.badge(entry)}
              <span>{actorOf(t, entry)}</span>
              <span className="text-muted-foreground">{shown.dateTime(entry.createdAt)}</span>
            </span>
            {entry.note && (
              <p className="whitespace-pre-line text-muted-foreground">
                <bdi>{noteText(t, entry.note)}</bdi>
              </p>
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
}

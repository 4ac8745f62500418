// A company's people on its customer page (issue #23 item 1, decision 0103): the colleagues its
// owner invited, their role and limits and whether they accepted; the office changes a role or
// deactivates one through /api/admin/companies/{id}/people.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { companyRoles, type CompanyRole } from "../../../../core/company/roles.ts";
import type { CompanyPersonView } from "../../../../core/contracts/company.ts";
import { Button } from "../../../components/ui/button.tsx";
import { inputClass } from "../../../components/ui/input.tsx";
import { cn } from "../../../lib/utils.ts";
import { toast } from "../../../scripts/toaster.ts";
import { answerOf } from "../../api.ts";
import { useAdmin } from "../../environment.ts";
import { Money } from "../../kit/money.tsx";
import { ScreenFailed, ScreenLoading } from "../../kit/screen-states.tsx";
import { useT } from "../../messages.ts";

export function CompanyPeople({ id }: { id: string }) {
  const t = useT();
  const { client, failureTexts } = useAdmin();
  const queryClient = useQueryClient();
  const api = client.api.admin.companies[":id"].people;
  const key = ["users", "people", id];
  const people = useQuery({
    queryKey: key,
    queryFn: () => answerOf(api.$get({ param: { id } }), failureTexts),
    meta: { silent: true },
  });
  const saved = async () => {
    toast({ tone: "success", message: t("admin.form.saved") });
    await queryClient.invalidateQueries({ queryKey: key });
  };
  const change = useMutation({
    mutationFn: ({ person, role }: { person: CompanyPersonView; role: CompanyRole }) =>
      answerOf(
        api[":personId"].$put({
          param: { id, personId: String(person.id) },
          json: { role, perOrderLimit: person.perOrderLimit, perMonthLimit: person.perMonthLimit },
        }),
        failureTexts,
      ),
    onSuccess: saved,
  });
  const deactivate = useMutation({
    mutationFn: (person: CompanyPersonView) =>
      answerOf(api[":personId"].deactivate.$post({ param: { id, personId: String(person.id) } }), failureTexts),
    onSuccess: saved,
  });
  if (people.isPending) return <ScreenLoading />;
  if (people.isError) return <ScreenFailed reset={() => void people.refetch()} />;
  if (people.data.length === 0)
    return <p className="text-sm text-muted-foreground">{t("admin.customers.people.empty")}</p>;
  const busy = change.isPending || deactivate.isPending;
  return (
    <ul className="grid gap-3" data-testid="company-people">
      {people.data.map((person) => (
        <Person
          key={person.id}
          person={person}
          busy={busy}
          onRole={(role) => change.mutate({ person, role })}
          onDeactivate={() => deactivate.mutate(person)}
        />
      ))}
    </ul>
  );
}

function Person(props: {
  person: CompanyPersonView;
  busy: boolean;
  onRole(role: CompanyRole): void;
  onDeactivate(): void;
}) {
  const t = useT();
  const selectId = useId();
  const { person } = props;
  return (
    <li className="flex flex-wrap items-end justify-between gap-3 rounded-md border p-3" data-testid="company-person">
      <div className="flex flex-col gap-1 text-sm">
        <span className="font-medium">
          <bdi>{person.name}</bdi>
        </span>
        <a href={`mailto:${person.email}`} dir="ltr" className="text-primary hover:underline">
          {person.email}
        </a>
        <span className="text-muted-foreground">
          {!person.active
            ? t("company.people.inactive")
            : person.acceptedAt === null
              ? t("company.people.pending")
              : null}
          {person.role === "buyer" && (
            <>
              {" "}
              {t("company.people.perOrderLimit")}:{" "}
              {person.perOrderLimit === null ? t("company.people.noLimit") : <Money minor={person.perOrderLimit} />}
              {" · "}
              {t("company.people.perMonthLimit")}:{" "}
              {person.perMonthLimit === null ? t("company.people.noLimit") : <Money minor={person.perMonthLimit} />}
            </>
          )}
        </span>
      </div>
      {person.active ? (
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={selectId} className="text-sm font-medium">
              {t("admin.customers.people.role", { name: person.name })}
            </label>
            <select
              id={selectId}
              className={cn(inputClass, "w-40")}
              value={person.role}
              disabled={props.busy}
              onChange={(event) => props.onRole(event.target.value as CompanyRole)}
            >
              {companyRoles.map((role) => (
                <option key={role} value={role}>
                  {t(`company.role.${role}`)}
                </option>
              ))}
            </select>
          </div>
          <Button variant="outline" size="sm" disabled={props.busy} onClick={props.onDeactivate}>
            {t("admin.customers.people.deactivate")}
            <span className="sr-only">
              {" "}
              <bdi>{person.name}</bdi>
            </span>
          </Button>
        </div>
      ) : (
        <span className="rounded-full bg-muted px-2.5 py-1 text-xs font-medium">{t("company.people.inactive")}</span>
      )}
    </li>
  );
}

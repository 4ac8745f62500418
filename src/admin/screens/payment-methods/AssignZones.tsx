// SPEC §2 settings/payment-methods/assign-zones/{id} (decision 0089): the delivery zones a payment
// method is offered in, ticked in a list of every zone and saved at once (PUT {id}/zones replaces
// them in one batch). Checkout offers the method only for addresses in these zones.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useState, type SubmitEvent } from "react";
import { Button, buttonVariants } from "../../../components/ui/button.tsx";
import { toast } from "../../../scripts/toaster.ts";
import { answerOf } from "../../api.ts";
import { useAdmin } from "../../environment.ts";
import { AdminApiError } from "../../failure.ts";
import { ScreenFailed, ScreenHeader, ScreenLoading, ScreenNotFound } from "../../kit/screen-states.tsx";
import { useT } from "../../messages.ts";

const listPath = "/settings/payment-methods";

export default function AssignZones({ id }: { id: string }) {
  const { client, failureTexts, locale } = useAdmin();
  const api = client.api.admin["payment-methods"][":id"];
  const method = useQuery({
    queryKey: ["settings/payment-methods", "detail", id],
    queryFn: () => answerOf(api.$get({ param: { id } }), failureTexts),
    meta: { silent: true },
  });
  const zones = useQuery({
    queryKey: ["settings/payment-methods", "zones", id],
    queryFn: () => answerOf(api.zones.$get({ param: { id } }), failureTexts),
    meta: { silent: true },
  });
  if (method.isPending || zones.isPending) return <ScreenLoading />;
  if (method.isError || zones.isError) {
    const failed = method.error ?? zones.error;
    const status = failed instanceof AdminApiError ? failed.failure.status : 0;
    return status === 404 ? (
      <ScreenNotFound />
    ) : (
      <ScreenFailed reset={() => void Promise.all([method.refetch(), zones.refetch()])} />
    );
  }
  return (
    <ZonesForm
      id={id}
      name={method.data.translations[locale === "ar" ? "ar" : "en"].displayName || method.data.name}
      zones={zones.data}
    />
  );
}

function ZonesForm(props: { id: string; name: string; zones: { id: number; name: string; isAssigned: boolean }[] }) {
  const t = useT();
  const { client, failureTexts } = useAdmin();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState(
    () => new Set(props.zones.filter((zone) => zone.isAssigned).map((zone) => zone.id)),
  );
  const save = useMutation({
    mutationFn: () =>
      answerOf(
        client.api.admin["payment-methods"][":id"].zones.$put({
          param: { id: props.id },
          json: { zoneIds: [...chosen] },
        }),
        failureTexts,
      ),
    onSuccess: async () => {
      toast({ tone: "success", message: t("admin.paymentMethods.zonesSaved") });
      await queryClient.invalidateQueries({ queryKey: ["settings/payment-methods"] });
      await navigate({ to: listPath });
    },
  });
  const toggle = (zoneId: number, isChosen: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (isChosen) next.add(zoneId);
      else next.delete(zoneId);
      return next;
    });
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader title={t("admin.paymentMethods.assignZonesTitle", { name: props.name })} />
      <form onSubmit={submit} className="flex flex-col gap-4" data-testid="assign-zones-form">
        <fieldset className="flex flex-col gap-3 rounded-lg border p-4">
          <legend className="px-1 font-semibold">{t("admin.paymentMethods.zones")}</legend>
          <p className="-mt-1 text-sm text-muted-foreground">{t("admin.paymentMethods.zonesHint")}</p>
          {props.zones.length === 0 ? (
            <p className="text-muted-foreground">{t("admin.paymentMethods.noZones")}</p>
          ) : (
            <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {props.zones.map((zone) => (
                <li key={zone.id}>
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      name="zoneIds"
                      value={zone.id}
                      checked={chosen.has(zone.id)}
                      onChange={(event) => toggle(zone.id, event.target.checked)}
                      className="size-4 accent-primary"
                    />
                    <bdi>{zone.name}</bdi>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending} data-testid="save-zones">
            {t(save.isPending ? "admin.form.saving" : "admin.form.save")}
          </Button>
          <Link to={listPath} className={buttonVariants({ variant: "outline" })}>
            {t("admin.form.cancel")}
          </Link>
        </div>
      </form>
    </div>
  );
}

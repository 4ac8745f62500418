// SPEC §2 `product/attributes/{version}/{id}`: a product's specification table (decision 0071),
// ordered name and value pairs in English and Arabic (Fabric: 100% cotton; Carton: 24 pieces),
// edited with the kit's list field (add, remove, move) and saved whole with one PUT. The contract
// is checked first; its messages and the API's (`attributes.2.translations.en.name`) sit at their
// rows. The address's version is the profile's: any other is replaced by it.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, Navigate, useParams } from "@tanstack/react-router";
import { useMemo } from "react";
import {
  ProductAttributesInput,
  productAttributeLimits,
  type ProductAttributesDetail,
} from "../../../../core/contracts/admin/product-attributes.ts";
import { buttonVariants } from "../../../components/ui/button.tsx";
import { ApiForm } from "../../../islands/forms/ApiForm.tsx";
import { fieldPaths } from "../../../islands/forms/form-context.ts";
import { useApiForm } from "../../../islands/forms/use-api-form.ts";
import { toast } from "../../../scripts/toaster.ts";
import { answerOf, resultOf } from "../../api.ts";
import { useAdmin } from "../../environment.ts";
import { AdminApiError } from "../../failure.ts";
import { formValidator, type FormValues } from "../../kit/define-resource.ts";
import { withoutBlankItemLocales, type ListFieldDescription } from "../../kit/fields/list-description.ts";
import { ListField } from "../../kit/fields/list-field.tsx";
import { useShowRefusal } from "../../kit/form.tsx";
import { ScreenFailed, ScreenHeader, ScreenLoading, ScreenNotFound } from "../../kit/screen-states.tsx";
import { useAdminMessages, useT } from "../../messages.ts";

const blankRow = () => ({ translations: { en: { name: "", value: "" }, ar: { name: "", value: "" } } });

/** The table as the kit's list field draws it: a name and a value per language, per row. */
const attributesField: ListFieldDescription = {
  kind: "list",
  name: "attributes",
  label: "admin.productAttributes.list",
  hint: "admin.productAttributes.hint",
  itemLabel: "admin.productAttributes.row",
  addLabel: "admin.productAttributes.add",
  newItem: blankRow,
  fields: [
    {
      kind: "texts",
      name: "name",
      label: "admin.productAttributes.name",
      isRequired: true,
      maxLength: productAttributeLimits.name,
    },
    {
      kind: "texts",
      name: "value",
      label: "admin.productAttributes.value",
      isRequired: true,
      maxLength: productAttributeLimits.value,
    },
  ],
};

/** The form's values from the API's table: every row with both languages, Arabic blank where it has none. */
const valuesOf = (detail: ProductAttributesDetail): FormValues => ({
  attributes: detail.attributes.map(({ translations }) => ({
    translations: {
      en: { ...translations.en },
      ar: { name: translations.ar?.name ?? "", value: translations.ar?.value ?? "" },
    },
  })),
});

/** What is sent: a row's Arabic texts left out when both are blank (the storefront then shows English). */
const toInput = (values: FormValues) => withoutBlankItemLocales(values) as typeof ProductAttributesInput.inferIn;

const queryKey = (id: string) => ["product-attributes", id];

export default function AttributesScreen() {
  const { version, id } = useParams({ strict: false }) as { version: string; id: string };
  const { client, failureTexts, productAttributesVersion } = useAdmin();
  const isProfileVersion = version === String(productAttributesVersion);
  const table = useQuery({
    queryKey: queryKey(id),
    queryFn: () =>
      answerOf(client.api.admin.products[":productId"].attributes.$get({ param: { productId: id } }), failureTexts),
    meta: { silent: true },
    enabled: isProfileVersion,
    // The screen keeps its own rows once open.
    refetchOnWindowFocus: false,
  });
  // SPEC §2's path names the profile's version: another one is the same screen under its right address.
  if (!isProfileVersion) {
    return <Navigate to={`/product/attributes/${productAttributesVersion}/${id}`} replace />;
  }
  if (table.isPending) return <ScreenLoading />;
  if (table.isError) {
    const status = table.error instanceof AdminApiError ? table.error.failure.status : 0;
    return status === 404 ? <ScreenNotFound /> : <ScreenFailed reset={() => void table.refetch()} />;
  }
  return <AttributesForm key={id} id={id} initial={table.data} />;
}

function AttributesForm({ id, initial }: { id: string; initial: ProductAttributesDetail }) {
  const t = useT();
  const messages = useAdminMessages();
  const admin = useAdmin();
  const queryClient = useQueryClient();
  const showRefusal = useShowRefusal();
  const validator = useMemo(() => formValidator(ProductAttributesInput, toInput), []);
  const { form, kit } = useApiForm<FormValues>({
    messages,
    schema: validator,
    defaultValues: useMemo(() => valuesOf(initial), [initial]),
    // Every leaf of what is sent, and the list itself ("at most 40").
    fieldNames: (value) => [...fieldPaths(value), attributesField.name],
    send: (values) =>
      resultOf(
        admin.client.api.admin.products[":productId"].attributes.$put({
          param: { productId: id },
          json: toInput(values),
        }),
      ),
    onSuccess: async () => {
      toast({ tone: "success", message: t("admin.form.saved") });
      await queryClient.invalidateQueries({ queryKey: queryKey(id) });
    },
    showRefusal,
  });
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader title={t("admin.productAttributes.title", { product: initial.title })}>
        <Link to={`/product/${id}`} className={buttonVariants({ variant: "outline" })} data-testid="back-to-product">
          {t("admin.productAttributes.backToProduct")}
        </Link>
      </ScreenHeader>
      <ApiForm
        form={form}
        kit={kit}
        locale={admin.locale}
        testId="attributes-form"
        className="flex max-w-3xl flex-col gap-6"
      >
        <form.RequiredNote />
        <fieldset className="flex flex-col gap-4 rounded-lg border p-4">
          <legend className="px-1 font-semibold">{t("admin.productAttributes.list")}</legend>
          <ListField form={form} field={attributesField} isTitled={false} />
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <form.SubmitButton label={t("admin.form.save")} busyLabel={t("admin.form.saving")} data-testid="save" />
          <Link to={`/product/${id}`} className={buttonVariants({ variant: "outline" })}>
            {t("admin.form.cancel")}
          </Link>
        </div>
      </ApiForm>
    </div>
  );
}

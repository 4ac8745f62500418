// SPEC §2 settings/site, §3 site settings, §5 ("max per product required, numeric, at least 1;
// logo must be an image; catalogue and approval form must be PDF"): the form, the two PDFs
// (uploaded on their own, checked like the approval form), and the way to the theme wizard.
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { FileText, Palette } from "lucide-react";
import { useId, useState } from "react";
import {
  SiteSettingsInput,
  siteDocumentMaxBytes,
  type SiteDocument,
  type SiteSettingsView,
} from "../../../../core/contracts/admin/settings.ts";
import { maxStock } from "../../../../core/checkout/money-bounds.ts";
import { Button } from "../../../components/ui/button.tsx";
import { buttonVariants } from "../../../components/ui/button-variants.ts";
import { FilePicker } from "../../../islands/forms/fields.tsx";
import { toast } from "../../../scripts/toaster.ts";
import { answerOf } from "../../api.ts";
import { useAdmin } from "../../environment.ts";
import { AdminApiError } from "../../failure.ts";
import type { FormValues } from "../../kit/define-resource.ts";
import { useT, type AdminMessageKey } from "../../messages.ts";
import { SettingsForm } from "./SettingsForm.tsx";

/** The routes as the textarea shows them: one path per line. */
const routeLines = (routes: readonly string[]) => routes.join("\n");

function toInput({ additional_front_routes: lines, ...values }: FormValues) {
  const routes = String(lines ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return { ...values, additional_front_routes: routes };
}

export default function SiteSettings() {
  const t = useT();
  return (
    <SettingsForm<SiteSettingsView>
      title="admin.settings.tab.site"
      queryKey={["site"]}
      testId="site-settings-form"
      read={(client) => client.api.admin.settings.site.$get()}
      save={(client, json) => client.api.admin.settings.site.$put({ json })}
      contract={SiteSettingsInput as never}
      toInput={toInput}
      fromDetail={(site) => ({
        maxQuantityPerProduct: site.maxQuantityPerProduct,
        refundDays: site.refundDays,
        refundsEnabled: site.refundsEnabled,
        lowStockThreshold: site.lowStockThreshold,
        logoImageId: site.logo?.id ?? null,
        additional_front_routes: routeLines(site.additional_front_routes),
      })}
      intro={
        <Link
          to="/settings/site/theme-wizard"
          className={buttonVariants({ variant: "outline", className: "self-start" })}
          data-testid="theme-wizard-link"
        >
          <Palette aria-hidden className="size-4" />
          {t("admin.site.themeWizard")}
        </Link>
      }
      after={(site) => (
        <section className="flex max-w-3xl flex-col gap-4 rounded-lg border p-4" aria-labelledby="site-documents">
          <h2 id="site-documents" className="font-semibold">
            {t("admin.site.documents")}
          </h2>
          <p className="-mt-2 text-sm text-muted-foreground">{t("admin.site.documentsHint")}</p>
          <DocumentUpload document="catalogue-pdf" label="admin.site.cataloguePdf" url={site.cataloguePdf} />
          <DocumentUpload
            document="application-form-pdf"
            label="admin.site.applicationFormPdf"
            url={site.creditApplicationFormPdf}
          />
        </section>
      )}
      sections={[
        {
          title: "admin.site.ordering",
          fields: [
            {
              kind: "number",
              name: "maxQuantityPerProduct",
              label: "admin.site.maxQuantityPerProduct",
              hint: "admin.site.maxQuantityPerProductHint",
              isRequired: true,
              min: 1,
            },
            { kind: "number", name: "refundDays", label: "admin.site.refundDays", isRequired: true, min: 0 },
            { kind: "checkbox", name: "refundsEnabled", label: "admin.site.refundsEnabled" },
          ],
        },
        {
          title: "admin.site.stock",
          fields: [
            {
              kind: "number",
              name: "lowStockThreshold",
              label: "admin.site.lowStockThreshold",
              hint: "admin.site.lowStockThresholdHint",
              isRequired: true,
              min: 0,
              max: maxStock,
            },
          ],
        },
        {
          title: "admin.site.look",
          fields: [{ kind: "image", name: "logoImageId", label: "admin.site.logo", hint: "admin.site.logoHint" }],
        },
        {
          title: "admin.site.pages",
          fields: [
            {
              kind: "textarea",
              name: "additional_front_routes",
              label: "admin.site.frontRoutes",
              hint: "admin.site.frontRoutesHint",
              dir: "ltr",
              maxLength: 5000,
            },
          ],
        },
      ]}
    />
  );
}

/** One of the site's PDFs: the stored one's link, and a file to replace it (checked by the API). */
function DocumentUpload({
  document,
  label,
  url,
}: {
  document: SiteDocument;
  label: AdminMessageKey;
  url: string | null;
}) {
  const t = useT();
  const id = useId();
  const { client, failureTexts, report } = useAdmin();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function upload() {
    if (!file) return;
    if (file.size > siteDocumentMaxBytes) {
      setError(t("admin.settings.pdf.tooLarge"));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const route = client.api.admin.settings.site[document];
      // A multipart body: the typed client sends `form` as FormData.
      await answerOf(route.$put({ form: { file } } as never), failureTexts);
      toast({ tone: "success", message: t("admin.form.saved") });
      setFile(null);
      await queryClient.invalidateQueries({ queryKey: ["settings", "site"] });
    } catch (failure) {
      const own = failure instanceof AdminApiError ? failure.failure.errors.file : undefined;
      if (own) setError(own);
      else report(failure);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-col gap-2" data-testid={`document-${document}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {t(label)}
      </label>
      {url ? (
        <a
          href={url}
          className="inline-flex items-center gap-1 text-sm text-primary underline"
          target="_blank"
          rel="noreferrer"
        >
          <FileText aria-hidden className="size-4" />
          {t("admin.site.currentDocument")}
        </a>
      ) : (
        <p className="text-sm text-muted-foreground">{t("admin.site.noDocument")}</p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <FilePicker
          id={id}
          accept="application/pdf,.pdf"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          file={file}
          texts={{ choose: t("form.file.choose"), none: t("form.file.none"), chosen: t("form.file.chosen") }}
          onFile={(chosen) => {
            setError(null);
            setFile(chosen);
          }}
        />
        <Button type="button" variant="outline" disabled={!file || isBusy} onClick={() => void upload()}>
          {t(isBusy ? "admin.site.uploading" : "admin.site.upload")}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

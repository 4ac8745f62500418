// SPEC §2 settings/company-info, §3 company profile: the name, address and bank texts in each
// language, the numbers and codes once. The storefront's footer, contact page and site profile
// show a save at once (the API orphans the cached pages in the same request).
import type { CompanyInfo as CompanyDetail } from "../../../../core/contracts/admin/settings.ts";
import { CompanyInfoInput } from "../../../../core/contracts/admin/settings.ts";
import type { FormValues, ResourceField } from "../../kit/define-resource.ts";
import { useT } from "../../messages.ts";
import { SettingsForm } from "./SettingsForm.tsx";

const texts = ["name", "projectName", "address", "bankName", "bankAccountName"] as const;
const numbers = [
  "mobile",
  "phone",
  "email",
  "postCode",
  "vatNumber",
  "commercialRecordNumber",
  "bankNumber",
  "bankSortCode",
  "iban",
] as const;

const textLabels = {
  name: "admin.companyInfo.name",
  projectName: "admin.companyInfo.projectName",
  address: "admin.companyInfo.address",
  bankName: "admin.companyInfo.bankName",
  bankAccountName: "admin.companyInfo.bankAccountName",
} as const;

const numberLabels = {
  mobile: "admin.companyInfo.mobile",
  phone: "admin.companyInfo.phone",
  email: "admin.companyInfo.email",
  postCode: "admin.companyInfo.postCode",
  vatNumber: "admin.companyInfo.vatNumber",
  commercialRecordNumber: "admin.companyInfo.commercialRecordNumber",
  bankNumber: "admin.companyInfo.bankNumber",
  bankSortCode: "admin.companyInfo.bankSortCode",
  iban: "admin.companyInfo.iban",
} as const;

const textFields: ResourceField[] = texts.map((name) => ({
  kind: "texts",
  name,
  label: textLabels[name],
  isRequired: name === "name",
  maxLength: name === "address" ? 300 : 150,
}));

const numberFields: ResourceField[] = numbers.map((name) => ({
  kind: "text",
  name,
  label: numberLabels[name],
  dir: "ltr",
  maxLength: 40,
  ...(name === "email" ? { type: "email" as const } : {}),
  ...(name === "mobile" || name === "phone" ? { inputMode: "numeric" as const } : {}),
}));

function fromDetail(company: CompanyDetail): FormValues {
  const row = (locale: "en" | "ar") =>
    Object.fromEntries(texts.map((key) => [key, company.translations[locale]?.[key] ?? ""]));
  return {
    ...Object.fromEntries(numbers.map((key) => [key, company[key] ?? ""])),
    translations: { en: row("en"), ar: row("ar") },
  };
}

export default function CompanyInfo() {
  const t = useT();
  return (
    <SettingsForm<CompanyDetail>
      title="admin.settings.tab.companyInfo"
      queryKey={["company-info"]}
      testId="company-info-form"
      read={(client) => client.api.admin.settings["company-info"].$get()}
      save={(client, json) => client.api.admin.settings["company-info"].$put({ json })}
      contract={CompanyInfoInput as never}
      fromDetail={fromDetail}
      intro={<p className="max-w-prose text-sm text-muted-foreground">{t("admin.companyInfo.intro")}</p>}
      after={(company) => (
        <p className="text-sm text-muted-foreground" data-testid="company-currency">
          {t("admin.companyInfo.currency", { currency: company.currency })}
        </p>
      )}
      sections={[
        { title: "admin.form.texts", hint: "admin.form.textsHint", fields: textFields },
        { title: "admin.companyInfo.numbers", fields: numberFields },
      ]}
    />
  );
}

// The single site settings row and company profile (SPEC §3), with the logo image and the two
// PDFs (catalogue, credit application form) stored through the upload path.
import { companyProfile, companyProfileTranslations, siteSettings } from "../schema/index.ts";
import { locales } from "../../core/profiles.ts";
import { defaultTheme } from "../../core/theme.ts";
import { brands, mainCategories } from "./catalogue-tree.ts";
import { renderPdf } from "./pdf.ts";
import { day, epoch, rowsFor, type SeedContext, type TableRows } from "./plan.ts";

/** Extra content pages served at /{path} (SPEC §2 additional_front_routes). */
export const additionalFrontRoutes = ["shipping-policy", "return-policy"] as const;

// Plausible company details for the profile's country, their texts in both languages (SPEC §3,
// §9): Saudi VAT numbers are 15 digits starting and ending with 3; the IBANs are the registries'
// published example numbers (valid checksums).
export const companyDetails = {
  SA: {
    text: {
      ar: {
        name: "مؤسسة جملة للتجارة",
        address: "طريق الملك فهد، حي العليا، الرياض",
        bankName: "البنك الأهلي السعودي",
        bankAccountName: "مؤسسة جملة للتجارة",
      },
      en: {
        name: "Jumla Trading Establishment",
        address: "King Fahd Road, Al Olaya, Riyadh",
        bankName: "Saudi National Bank",
        bankAccountName: "Jumla Trading Establishment",
      },
    },
    mobile: "0555123456",
    phone: "0114661234",
    email: "info@jumla.test",
    postCode: "12211",
    vatNumber: "300123456700003",
    commercialRecordNumber: "1010123456",
    bankNumber: "608010167519",
    bankSortCode: null,
    iban: "SA0380000000608010167519",
  },
  GB: {
    text: {
      en: {
        name: "Jumla Wholesale Ltd",
        address: "Unit 4, Westinghouse Road, Trafford Park, Manchester",
        bankName: "Barclays Bank UK PLC",
        bankAccountName: "Jumla Wholesale Ltd",
      },
      ar: {
        name: "جملة للبيع بالجملة المحدودة",
        address: "الوحدة 4، طريق وستنغهاوس، ترافورد بارك، مانشستر",
        bankName: "بنك باركليز المملكة المتحدة",
        // A transfer must name the account exactly as the bank holds it.
        bankAccountName: "Jumla Wholesale Ltd",
      },
    },
    // Ofcom's ranges reserved for drama: never a real subscriber.
    mobile: "07700900123",
    phone: "01614960123",
    email: "info@jumla.test",
    postCode: "M17 1WA",
    vatNumber: "GB123456789",
    commercialRecordNumber: "12345678",
    bankNumber: "55779911",
    bankSortCode: "20-00-00",
    iban: "GB33BUKB20201555555555",
  },
} as const;

export async function buildSettings({ profile, media }: SeedContext, productCount: number): Promise<TableRows[]> {
  const company = companyDetails[profile.region];
  const { text, ...numbers } = company;
  const logoImageId = media.image(
    "branding",
    {
      width: 480,
      height: 160,
      hue: 174,
      pattern: "plain",
      shapes: [
        { kind: "hexagon", x: 0.5, y: 0.5, size: 0.34, hue: 174, lightness: 0.28 },
        { kind: "circle", x: 0.5, y: 0.5, size: 0.14, hue: 36, lightness: 0.5 },
      ],
    },
    profile.name,
  );
  const catalogue = renderPdf(`${profile.name} wholesale catalogue 2026`, [
    `${productCount} products from ${brands.length} brands, priced for trade buyers in ${profile.currency}.`,
    "",
    ...mainCategories.map((main) => `- ${main.title.en}: ${main.description.en}`),
    "",
    "Prices are shown to approved business accounts after signing in.",
    `Orders and questions: ${company.email} / ${company.phone}`,
  ]);
  const applicationForm = renderPdf("Credit account application", [
    "Company name: ______________________________________",
    "Commercial registration / company number: __________",
    "VAT number: ________________________________________",
    "Contact name and phone: ____________________________",
    "Requested credit limit: ____________________________",
    "Trade references (two): ____________________________",
    "",
    "Signature and company stamp: _______________________",
    `Return the signed form to ${company.email}.`,
  ]);
  const [cataloguePdfKey, applicationFormPdfKey] = await Promise.all([
    media.file("documents", catalogue, "application/pdf"),
    media.file("documents", applicationForm, "application/pdf"),
  ]);
  const updatedAt = epoch - 30 * day;
  return [
    rowsFor(siteSettings, [
      {
        id: 1,
        theme: defaultTheme,
        maxQuantityPerProduct: 500,
        cataloguePdfKey,
        applicationFormPdfKey,
        logoImageId,
        refundDays: 14,
        refundsEnabled: profile.flags.isOrderRefundable,
        additionalFrontRoutes: [...additionalFrontRoutes],
        updatedAt,
      },
    ]),
    rowsFor(companyProfile, [{ id: 1, ...numbers, currency: profile.currency, updatedAt }]),
    rowsFor(
      companyProfileTranslations,
      locales.map((locale) => ({ companyProfileId: 1, locale, ...text[locale], projectName: profile.name })),
    ),
  ];
}

// One demo account per role (SPEC §6), a few more customers in every approval state, the approved
// customer's addresses, wishlist and favourites. Passwords are hashed once per distinct password:
// argon2id is deliberately slow (ARCHITECTURE §3).
import { addresses, admins, customers, favourites, salespeople, wishlistItems } from "../schema/index.ts";
import type { PasswordHasher } from "../../core/password.ts";
import { regions } from "./geography.ts";
import { renderPdf } from "./pdf.ts";
import type { Places } from "./places.ts";
import { day, epoch, hour, rowsFor, type SeedContext, type TableRows } from "./plan.ts";

export type DemoRole = "customer" | "salesperson" | "admin" | "super_admin";

export interface DemoAccount {
  role: DemoRole;
  email: string;
  password: string;
  /** Shoppers can sign in with their phone too (SPEC §5 login: email or phone). */
  phone?: string;
  description: string;
}

/** The demo sign-ins, documented in the README; the tests check each one verifies. */
export const demoAccounts = {
  approvedCustomer: {
    role: "customer",
    email: "customer@jumla.test",
    password: "Customer#2026",
    phone: "0500000001",
    description: "Verified and approved customer who can see prices",
  },
  pendingCustomer: {
    role: "customer",
    email: "pending@jumla.test",
    password: "Pending#2026",
    phone: "0500000002",
    description: "Verified customer awaiting approval, approval form uploaded",
  },
  salesperson: {
    role: "salesperson",
    email: "sales@jumla.test",
    password: "Sales#2026",
    phone: "0500000003",
    description: "Salesperson SP-001, manages the approved customer",
  },
  admin: { role: "admin", email: "admin@jumla.test", password: "Admin#2026", description: "Admin" },
  superAdmin: { role: "super_admin", email: "super@jumla.test", password: "Super#2026", description: "Super admin" },
} as const satisfies Record<string, DemoAccount>;

interface Person {
  firstName: string;
  lastName: string;
  companyName: string;
}

// Names and companies that fit each region; the first two are the demo customers.
const people = {
  SA: {
    customers: [
      { firstName: "عبدالله", lastName: "القحطاني", companyName: "مؤسسة القحطاني للتجارة" },
      { firstName: "نورة", lastName: "العتيبي", companyName: "بوتيك نورة للأزياء" },
      { firstName: "فيصل", lastName: "الغامدي", companyName: "شركة الغامدي للمفروشات" },
      { firstName: "ريم", lastName: "الزهراني", companyName: "متجر ريم للهدايا" },
      { firstName: "سلطان", lastName: "الدوسري", companyName: "مؤسسة سلطان للأحذية" },
      { firstName: "هند", lastName: "الشمري", companyName: "هند للأواني المنزلية" },
      { firstName: "ماجد", lastName: "الحربي", companyName: "فندق الواحة الذهبية" },
      { firstName: "لمى", lastName: "السبيعي", companyName: "دار لمى لملابس الأطفال" },
    ],
    salesperson: { firstName: "خالد", lastName: "الشهري" },
    admins: ["سارة المطيري", "فهد العنزي"],
    landLine: "0114567890",
    addresses: [
      {
        city: "riyadh",
        neighbourhood: "olaya",
        address1: "شارع التخصصي، مبنى 12",
        address2: "مستودع رقم 3",
        postcode: "12333",
      },
      {
        city: "jeddah",
        neighbourhood: "safa",
        address1: "طريق الأمير ماجد، مجمع الصفا التجاري",
        address2: "محل 18",
        postcode: "23456",
      },
    ],
  },
  GB: {
    customers: [
      { firstName: "James", lastName: "Whitfield", companyName: "Whitfield Trading Ltd" },
      { firstName: "Amelia", lastName: "Hughes", companyName: "Hughes & Daughters Boutique" },
      { firstName: "Imran", lastName: "Shah", companyName: "Shah Home Textiles" },
      { firstName: "Charlotte", lastName: "Price", companyName: "Price's Gift Emporium" },
      { firstName: "Tom", lastName: "Okafor", companyName: "Okafor Footwear" },
      { firstName: "Grace", lastName: "Lewis", companyName: "Lewis Kitchen Supplies" },
      { firstName: "Hamza", lastName: "Rahman", companyName: "Rahman Hospitality Group" },
      { firstName: "Olivia", lastName: "Bennett", companyName: "Little Acorns Kidswear" },
    ],
    salesperson: { firstName: "Daniel", lastName: "Patel" },
    admins: ["Sophie Turner", "Oliver Grant"],
    landLine: "01614960456",
    addresses: [
      {
        city: "manchester",
        neighbourhood: "ancoats",
        address1: "Unit 7, Pollard Street Trading Estate",
        address2: "Loading bay B",
        postcode: "M4 7AJ",
      },
      {
        city: "london",
        neighbourhood: "hackney",
        address1: "14 Wallis Road, Hackney Wick",
        address2: null,
        postcode: "E9 5LN",
      },
    ],
  },
} as const satisfies Record<
  string,
  {
    customers: readonly Person[];
    salesperson: Omit<Person, "companyName">;
    admins: readonly [string, string];
    landLine: string;
    addresses: readonly {
      city: string;
      neighbourhood: string;
      address1: string;
      address2: string | null;
      postcode: string;
    }[];
  }
>;

// Approval states of the extra customers, in order (SPEC §4 customer account states).
const extraStates = ["approved", "approved", "pending", "not_submitted", "rejected", "approved"] as const;

export async function buildAccounts(
  { profile, media, random }: SeedContext,
  hasher: PasswordHasher,
  places: Places,
  productIds: readonly number[],
): Promise<TableRows[]> {
  const region = regions[profile.region];
  const names = people[profile.region];
  const lang = profile.language;
  const hash = {
    customer: hasher.hash(demoAccounts.approvedCustomer.password),
    pending: hasher.hash(demoAccounts.pendingCustomer.password),
    sales: hasher.hash(demoAccounts.salesperson.password),
    admin: hasher.hash(demoAccounts.admin.password),
    superAdmin: hasher.hash(demoAccounts.superAdmin.password),
  };
  // SPEC §4: approval needs the uploaded form; stored privately as an upload is, outside the gallery.
  const approvalForm = (customerId: number, companyNumber: string) =>
    media.approvalForm(
      customerId,
      renderPdf("Signed credit account application", [
        `Company number: ${companyNumber}`,
        "Signed and stamped by the account holder.",
      ]),
    );

  const salespersonRow: typeof salespeople.$inferInsert = {
    id: 1,
    firstName: names.salesperson.firstName,
    lastName: names.salesperson.lastName,
    phone: demoAccounts.salesperson.phone,
    email: demoAccounts.salesperson.email,
    passwordHash: hash.sales,
    code: "SP-001",
    createdAt: epoch - 190 * day,
    updatedAt: epoch - 190 * day,
  };

  const home = names.addresses[0];
  const homeCity = region.cities.find((city) => city.code === home.city);
  const customerRows: (typeof customers.$inferInsert)[] = [];
  const addCustomer = async (
    person: Person,
    index: number,
    state: "approved" | "pending" | "not_submitted" | "rejected",
    account: { email: string; phone: string; passwordHash: string },
  ) => {
    const id = index + 1;
    const companyNumber =
      profile.region === "SA"
        ? `10101${String(23450 + id * 7).padStart(5, "0")}`
        : String(9876540 + id * 13).padStart(8, "0");
    const registeredAt = epoch - (150 - index * 9) * day;
    const isVerified = state !== "not_submitted";
    const hasForm = state !== "not_submitted";
    customerRows.push({
      id,
      firstName: person.firstName,
      lastName: person.lastName,
      companyName: person.companyName,
      companyNumber,
      phone: account.phone,
      mobile: account.phone,
      landLine: index === 0 ? names.landLine : null,
      email: account.email,
      passwordHash: account.passwordHash,
      // ISO 3166 codes, named in the page's language (i18n/countries.ts, decision 0040).
      country: profile.region,
      city: homeCity?.name[lang] ?? null,
      state: null,
      address1: index === 0 ? home.address1 : null,
      address2: index === 0 ? home.address2 : null,
      postCode: index === 0 ? home.postcode : null,
      userCode: `C-${String(id).padStart(4, "0")}`,
      emailVerifiedAt: isVerified ? registeredAt + 2 * hour : null,
      approvalStatus: state,
      approvalFormKey: hasForm ? await approvalForm(id, companyNumber) : null,
      approvalSubmittedAt: hasForm ? registeredAt + day : null,
      approvalDecidedAt: state === "approved" || state === "rejected" ? registeredAt + 3 * day : null,
      canSeePrices: state === "approved",
      restricted: false,
      // SPEC §6: the salesperson manages the demo approved customer and one more
      salespersonId: index === 0 || index === 2 ? 1 : null,
      locale: null,
      registeredAt,
      updatedAt: registeredAt + 3 * day,
    });
  };
  const [approved, pending, ...extras] = names.customers;
  await addCustomer(approved, 0, "approved", {
    email: demoAccounts.approvedCustomer.email,
    phone: demoAccounts.approvedCustomer.phone,
    passwordHash: hash.customer,
  });
  await addCustomer(pending, 1, "pending", {
    email: demoAccounts.pendingCustomer.email,
    phone: demoAccounts.pendingCustomer.phone,
    passwordHash: hash.pending,
  });
  for (const [i, person] of extras.entries()) {
    // The extra customers share the approved customer's password, so no extra hashing.
    await addCustomer(person, i + 2, extraStates[i] ?? "approved", {
      email: `buyer${String(i + 1).padStart(2, "0")}@jumla.test`,
      phone: `05000001${String(i + 1).padStart(2, "0")}`,
      passwordHash: hash.customer,
    });
  }

  const addressRows: (typeof addresses.$inferInsert)[] = names.addresses.map((address, i) => {
    const city = region.cities.find((c) => c.code === address.city);
    return {
      id: i + 1,
      customerId: 1,
      // ISO 3166 codes, named in the page's language (i18n/countries.ts, decision 0040).
      country: profile.region,
      city: city?.name[lang] ?? address.city,
      address1: address.address1,
      address2: address.address2,
      postcode: address.postcode,
      cityId: places.cityIds.get(address.city) ?? null,
      neighbourhoodId: places.neighbourhoodIds.get(`${address.city}:${address.neighbourhood}`) ?? null,
      isDefault: i === 0,
      createdAt: epoch - (140 - i * 20) * day,
      updatedAt: epoch - (140 - i * 20) * day,
    };
  });

  const picks = random.sample(productIds, 10);
  const wishlistRows = picks
    .slice(0, 6)
    .map((productId, i) => ({ customerId: 1, productId, createdAt: epoch - (30 - i) * day }));
  const favouriteRows = picks
    .slice(6)
    .map((productId, i) => ({ customerId: 1, productId, createdAt: epoch - (20 - i) * day }));

  return [
    rowsFor(salespeople, [salespersonRow]),
    rowsFor(customers, customerRows),
    rowsFor(addresses, addressRows),
    rowsFor(admins, [
      {
        id: 1,
        name: names.admins[0],
        email: demoAccounts.admin.email,
        passwordHash: hash.admin,
        isSuperAdmin: false,
        createdAt: epoch - 200 * day,
        updatedAt: epoch - 200 * day,
      },
      {
        id: 2,
        name: names.admins[1],
        email: demoAccounts.superAdmin.email,
        passwordHash: hash.superAdmin,
        isSuperAdmin: true,
        createdAt: epoch - 200 * day,
        updatedAt: epoch - 200 * day,
      },
    ]),
    rowsFor(wishlistItems, wishlistRows),
    rowsFor(favourites, favouriteRows),
  ];
}

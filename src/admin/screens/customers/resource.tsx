// SPEC §2 `users` (issue #12 item 1, decision 0067): customers listed with the SPEC §4 approval
// state and SPEC §3 flags as filters and badges, searched, and added by an admin under the SPEC §5
// registration rules. `users/{id}` is the bespoke detail (./CustomerDetail.tsx).
import { CustomerInput, type CustomerInputIn } from "../../../../core/contracts/admin/customers.ts";
import { defineResource, type ResourceField } from "../../kit/define-resource.ts";
import { anySalespersonSource, salespersonSource } from "../people-sources.ts";
import { CustomerBadges } from "./badges.tsx";

const yesNo = [
  { value: "true", label: "admin.customers.yes" },
  { value: "false", label: "admin.customers.no" },
] as const;

const text = (name: string, label: ResourceField["label"], extra: Partial<ResourceField> = {}) =>
  ({ kind: "text", name, label, maxLength: 200, ...extra }) as ResourceField;

const empty: CustomerInputIn = {
  firstName: "",
  lastName: "",
  companyName: "",
  companyNumber: "",
  email: "",
  phone: "",
  mobile: "",
  landLine: "",
  country: "",
  city: "",
  state: "",
  address1: "",
  address2: "",
  postCode: "",
  password: "",
  passwordConfirmation: "",
  salespersonId: null,
  canSeePrices: false,
  restricted: false,
};

export default defineResource({
  path: "users",
  title: "admin.nav.users",
  addTitle: "admin.customers.add",
  editTitle: "admin.customers.detail",
  defaultSort: "-registeredAt",
  api: (client) => {
    const customers = client.api.admin.customers;
    return {
      list: (query) => customers.$get({ query }),
      read: (id) => customers[":id"].$get({ param: { id } }),
      create: (json: CustomerInputIn) => customers.$post({ json }),
    };
  },
  columns: [
    {
      id: "name",
      header: "admin.customers.name",
      isSortable: true,
      isTitle: true,
      cell: (row) => `${row.firstName} ${row.lastName}`,
    },
    // The state next to the name, where a phone shows it without scrolling the table.
    { id: "status", header: "admin.customers.state", cell: (row) => <CustomerBadges customer={row} /> },
    { id: "companyName", header: "register.companyName", isSortable: true, cell: (row) => row.companyName },
    { id: "email", header: "register.email", isSortable: true, cell: (row) => <span dir="ltr">{row.email}</span> },
    { id: "salesperson", header: "admin.customers.salesperson", cell: (row) => row.salesperson?.name ?? "—" },
  ],
  rowLabel: (row) => `${row.firstName} ${row.lastName}`,
  filters: [
    {
      kind: "select",
      name: "status",
      label: "admin.customers.state",
      all: "admin.customers.anyState",
      options: [
        { value: "pending", label: "admin.customers.status.pending" },
        { value: "approved", label: "admin.customers.status.approved" },
        { value: "rejected", label: "admin.customers.status.rejected" },
        { value: "not_submitted", label: "admin.customers.status.not_submitted" },
      ],
    },
    { kind: "select", name: "verified", label: "admin.customers.verified", all: "admin.customers.any", options: yesNo },
    {
      kind: "select",
      name: "restricted",
      label: "admin.customers.restricted",
      all: "admin.customers.any",
      options: yesNo,
    },
    {
      kind: "select",
      name: "canSeePrices",
      label: "admin.customers.canSeePrices",
      all: "admin.customers.any",
      options: yesNo,
    },
    {
      kind: "relation",
      name: "salesperson",
      label: "admin.customers.salesperson",
      all: "admin.customers.any",
      source: anySalespersonSource,
    },
  ],
  form: {
    contract: CustomerInput,
    empty,
    fromDetail: () => empty,
    sections: [
      {
        title: "admin.customers.company",
        fields: [
          text("firstName", "register.firstName", { isRequired: true, maxLength: 100 }),
          text("lastName", "register.lastName", { isRequired: true, maxLength: 100 }),
          text("companyName", "register.companyName", { isRequired: true }),
          text("companyNumber", "register.companyNumber", { isRequired: true, dir: "ltr", inputMode: "numeric" }),
        ],
      },
      {
        title: "admin.customers.contact",
        fields: [
          text("email", "register.email", { isRequired: true, dir: "ltr", type: "email" }),
          text("phone", "register.phone", { isRequired: true, dir: "ltr", type: "tel" }),
          text("mobile", "register.mobile", { dir: "ltr", type: "tel" }),
          text("landLine", "register.landLine", { dir: "ltr", type: "tel" }),
          text("country", "register.country"),
          text("city", "register.city"),
          text("state", "register.state"),
          text("address1", "register.address1"),
          text("address2", "register.address2"),
          text("postCode", "register.postCode", { maxLength: 20 }),
        ],
      },
      {
        title: "admin.customers.account",
        hint: "admin.customers.accountHint",
        fields: [
          text("password", "register.password", { isRequired: true, type: "password", hint: "register.passwordHint" }),
          text("passwordConfirmation", "register.passwordConfirmation", { isRequired: true, type: "password" }),
          { kind: "relation", name: "salespersonId", label: "admin.customers.salesperson", source: salespersonSource },
          { kind: "checkbox", name: "canSeePrices", label: "admin.customers.canSeePrices" },
          { kind: "checkbox", name: "restricted", label: "admin.customers.restricted" },
        ],
      },
    ],
  },
});

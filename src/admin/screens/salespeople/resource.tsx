// Salespeople (SPEC §3, §5; issue #12 item 2, decision 0067): the sidebar's users section links
// `salespeople`, `salespeople/add`, `salespeople/{id}` (SPEC §2 gives them no path). The password
// is asked when adding; when editing, left blank it stays. Deactivated, they cannot sign in.
import { SalespersonInput, type SalespersonInputIn } from "../../../../core/contracts/admin/salespeople.ts";
import { defineResource, resourceApi } from "../../kit/define-resource.ts";
import { useT } from "../../messages.ts";

interface Values extends Record<string, unknown> {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  code: string;
  password: string;
  passwordConfirmation: string;
  active: boolean;
}

/** A blank password is not sent: the salesperson keeps theirs (the API requires one to create). */
function toInput(values: Values): SalespersonInputIn {
  const { password, passwordConfirmation, ...rest } = values;
  return password === "" && passwordConfirmation === "" ? rest : values;
}

const salespeopleApi = resourceApi("salespeople");

export default defineResource({
  path: "salespeople",
  title: "admin.nav.salespeople",
  addTitle: "admin.salespeople.add",
  editTitle: "admin.salespeople.edit",
  defaultSort: "name",
  api: salespeopleApi,
  columns: [
    {
      id: "name",
      header: "admin.customers.name",
      isSortable: true,
      isTitle: true,
      cell: (row) => `${row.firstName} ${row.lastName}`,
    },
    {
      id: "code",
      header: "admin.salespeople.code",
      isSortable: true,
      cell: (row) => <code dir="ltr">{row.code}</code>,
    },
    { id: "email", header: "register.email", isSortable: true, cell: (row) => <span dir="ltr">{row.email}</span> },
    {
      id: "active",
      header: "admin.salespeople.state",
      cell: (row) => <ActiveBadge active={row.active} />,
    },
    {
      id: "customerCount",
      header: "admin.salespeople.customers",
      isSortable: true,
      align: "end",
      cell: (row) => row.customerCount,
    },
  ],
  rowLabel: (row) => `${row.firstName} ${row.lastName}`,
  filters: [
    {
      kind: "select",
      name: "active",
      label: "admin.salespeople.state",
      all: "admin.customers.any",
      options: [
        { value: "true", label: "admin.salespeople.active" },
        { value: "false", label: "admin.salespeople.inactive" },
      ],
    },
  ],
  form: {
    contract: SalespersonInput,
    empty: {
      firstName: "",
      lastName: "",
      phone: "",
      email: "",
      code: "",
      password: "",
      passwordConfirmation: "",
      active: true,
    } satisfies Values as Values,
    fromDetail: (row) => ({
      firstName: row.firstName,
      lastName: row.lastName,
      phone: row.phone,
      email: row.email,
      code: row.code,
      password: "",
      passwordConfirmation: "",
      active: row.active,
    }),
    toInput,
    editLinks: [
      {
        label: "admin.salespeople.theirCustomers",
        path: () => "users",
        search: (id) => ({ salesperson: id }),
        testId: "their-customers",
      },
    ],
    sections: [
      {
        title: "admin.form.details",
        fields: [
          { kind: "text", name: "firstName", label: "register.firstName", isRequired: true, maxLength: 100 },
          { kind: "text", name: "lastName", label: "register.lastName", isRequired: true, maxLength: 100 },
          { kind: "text", name: "phone", label: "register.phone", isRequired: true, dir: "ltr", type: "tel" },
          { kind: "text", name: "email", label: "register.email", isRequired: true, dir: "ltr", type: "email" },
          {
            kind: "text",
            name: "code",
            label: "admin.salespeople.code",
            hint: "admin.salespeople.codeHint",
            isRequired: true,
            dir: "ltr",
            maxLength: 20,
          },
        ],
      },
      {
        title: "admin.customers.account",
        hint: "admin.salespeople.passwordHint",
        fields: [
          { kind: "text", name: "password", label: "register.password", type: "password" },
          { kind: "text", name: "passwordConfirmation", label: "register.passwordConfirmation", type: "password" },
          { kind: "checkbox", name: "active", label: "admin.salespeople.active", hint: "admin.salespeople.activeHint" },
        ],
      },
    ],
  },
});

function ActiveBadge({ active }: { active: boolean }) {
  const t = useT();
  return (
    <span
      className={
        active
          ? "inline-block rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-900 dark:bg-green-950 dark:text-green-100"
          : "inline-block rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground"
      }
    >
      {t(active ? "admin.salespeople.active" : "admin.salespeople.inactive")}
    </span>
  );
}

// SPEC §3 Admin (name, email, password, confirmation, is_super_admin), §5 Admin rules, §6 super
// admins only (decision 0068). A blank password on the edit screen keeps the admin's present one.
import { AdminInput } from "../../../../core/contracts/admin/admins.ts";
import { cn } from "../../../lib/utils.ts";
import { defineResource, resourceApi } from "../../kit/define-resource.ts";
import { useT } from "../../messages.ts";

const badge = "inline-block rounded-full px-2 py-0.5 text-xs font-medium";

/** An admin's role in the list, and "you" beside the signed-in admin. */
function Role({ isSuperAdmin, isSelf }: { isSuperAdmin: boolean; isSelf: boolean }) {
  const t = useT();
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <span className={cn(badge, isSuperAdmin ? "bg-primary/10 text-primary" : "bg-muted text-muted-foreground")}>
        {t(isSuperAdmin ? "admin.admins.superAdmin" : "admin.admins.admin")}
      </span>
      {isSelf && <span className={cn(badge, "border")}>{t("admin.admins.you")}</span>}
    </span>
  );
}

const adminsApi = resourceApi("admins");

export default defineResource({
  path: "admins",
  title: "admin.nav.admins",
  addTitle: "admin.admins.add",
  editTitle: "admin.admins.edit",
  defaultSort: "name",
  api: adminsApi,
  columns: [
    { id: "name", header: "admin.admins.name", isSortable: true, isTitle: true, cell: (admin) => admin.name },
    {
      id: "email",
      header: "admin.admins.email",
      isSortable: true,
      cell: (admin) => <span dir="ltr">{admin.email}</span>,
    },
    {
      id: "role",
      header: "admin.admins.role",
      cell: (admin) => <Role isSuperAdmin={admin.is_super_admin} isSelf={admin.isSelf} />,
    },
  ],
  rowLabel: (admin) => admin.name,
  form: {
    contract: AdminInput,
    empty: { name: "", email: "", password: "", passwordConfirmation: "", is_super_admin: false },
    fromDetail: (admin) => ({
      name: admin.name,
      email: admin.email,
      password: "",
      passwordConfirmation: "",
      is_super_admin: admin.is_super_admin,
    }),
    sections: [
      {
        title: "admin.admins.account",
        fields: [
          { kind: "text", name: "name", label: "admin.admins.name", isRequired: true, maxLength: 100 },
          {
            kind: "text",
            type: "email",
            name: "email",
            label: "admin.admins.email",
            isRequired: true,
            dir: "ltr",
            maxLength: 254,
          },
          {
            kind: "text",
            type: "password",
            name: "password",
            label: "admin.admins.password",
            hint: "admin.admins.passwordHint",
            dir: "ltr",
            maxLength: 128,
          },
          {
            kind: "text",
            type: "password",
            name: "passwordConfirmation",
            label: "admin.admins.passwordConfirmation",
            dir: "ltr",
            maxLength: 128,
          },
          {
            kind: "checkbox",
            name: "is_super_admin",
            label: "admin.admins.isSuperAdmin",
            hint: "admin.admins.isSuperAdminHint",
          },
        ],
      },
    ],
  },
});

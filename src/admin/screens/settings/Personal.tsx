// SPEC §2 settings/personal ("profile information"): the signed-in admin's own name and email,
// and a new password; a new password and a new email need the current one (SPEC §5 Profile, ASVS
// V7.5.1, decision 0074); a new password signs out their other sessions.
import { PersonalInput, type PersonalInfo } from "../../../../core/contracts/admin/settings.ts";
import { SettingsForm } from "./SettingsForm.tsx";

const blank = { oldPassword: "", password: "", passwordConfirmation: "" };

export default function Personal() {
  return (
    <SettingsForm<PersonalInfo>
      title="admin.settings.tab.personal"
      queryKey={["personal"]}
      testId="personal-form"
      read={(client) => client.api.admin.settings.personal.$get()}
      save={(client, json) => client.api.admin.settings.personal.$put({ json })}
      contract={PersonalInput as never}
      fromDetail={(admin) => ({ name: admin.name, email: admin.email, ...blank })}
      toInput={({ oldPassword, ...values }) => ({
        ...values,
        // The current password travels when it is typed: the server asks for it with a new password or email.
        ...(oldPassword ? { oldPassword } : {}),
      })}
      sections={[
        {
          title: "admin.personal.details",
          hint: "admin.personal.detailsHint",
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
          ],
        },
        {
          title: "admin.personal.password",
          hint: "admin.personal.passwordHint",
          fields: [
            { kind: "text", type: "password", name: "oldPassword", label: "profile.oldPassword", dir: "ltr" },
            { kind: "text", type: "password", name: "password", label: "profile.newPassword", dir: "ltr" },
            {
              kind: "text",
              type: "password",
              name: "passwordConfirmation",
              label: "admin.admins.passwordConfirmation",
              dir: "ltr",
            },
          ],
        },
      ]}
    />
  );
}

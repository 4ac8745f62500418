// The admin back office (issue #11 item 1, ARCHITECTURE.md §1): one client-only React island under
// /admin-panel/secure/*, with its own router (TanStack Router, code-split per screen) and server
// state (TanStack Query on SPEC §9's defaults), talking to /api/admin/* through the typed client.
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { dir } from "../../i18n/direction.ts";
import { DirectionProvider } from "../components/ui/direction.tsx";
import { showCarriedToasts, toast } from "../scripts/toaster.ts";
import { startTheme } from "../stores/theme.ts";
import { createAdminClient } from "./api.ts";
import { AdminEnvironmentContext, type AdminEnvironment, type AdminPageProps } from "./environment.ts";
import { AdminApiError, failureToast, type FailureTexts } from "./failure.ts";
import { MessagesContext, type AdminMessages } from "./messages.ts";
import { createAdminQueryClient } from "./query-client.ts";
import { createAdminRouter } from "./router.tsx";
import { sessionEnded, setAdminMarker } from "./session.ts";
import { SessionExpiredDialog } from "./layout/SessionExpiredDialog.tsx";

interface Props extends AdminPageProps {
  messages: AdminMessages;
}

/** Everything the app holds for the visit, made once. */
function startApp(props: Props) {
  // The page was served to a signed-in admin (src/lib/page-access.ts): the marker of SPEC §4, set
  // before the first render so the profile is asked for at once.
  setAdminMarker();
  const failureTexts: FailureTexts = {
    failed: props.messages["errors.failed"],
    occurred: props.messages["errors.occurred"],
    network: props.messages["errors.network"],
  };
  const report: AdminEnvironment["report"] = (error, how = {}) => {
    if (error instanceof AdminApiError && error.failure.status === 401) return sessionEnded();
    if (how.silent) return;
    const shown = failureToast(error, failureTexts);
    if (shown) toast(shown);
  };
  const environment: AdminEnvironment = {
    ...props,
    client: createAdminClient(props.locale),
    failureTexts,
    report,
  };
  const queryClient = createAdminQueryClient({ onFailure: report });
  const router = createAdminRouter({ basepath: props.basePath });
  return { environment, queryClient, router };
}

export default function AdminApp(props: Props) {
  const [{ environment, queryClient, router }] = useState(() => startApp(props));
  useEffect(() => {
    startTheme();
    showCarriedToasts();
  }, []);
  return (
    <DirectionProvider dir={dir(props.locale)}>
      <MessagesContext value={props.messages}>
        <AdminEnvironmentContext value={environment}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
            <SessionExpiredDialog />
          </QueryClientProvider>
        </AdminEnvironmentContext>
      </MessagesContext>
    </DirectionProvider>
  );
}

import { useLocation } from "@tanstack/react-router";
import { useAdmin } from "../environment.ts";

/** The current path under the admin base ("/measureUnits/3"), however the router reports it. */
export function useAdminPath(): { path: string; search: string } {
  const { basePath } = useAdmin();
  const location = useLocation();
  const path = location.pathname.startsWith(basePath) ? location.pathname.slice(basePath.length) : location.pathname;
  return { path: path || "/", search: location.searchStr };
}

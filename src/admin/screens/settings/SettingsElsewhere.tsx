import { useParams } from "@tanstack/react-router";
import { NotBuilt, ScreenNotFound } from "../../kit/screen-states.tsx";
import { useT } from "../../messages.ts";
import { settingsTabOf } from "./tabs.ts";

/** A settings path without a screen: a SPEC §2 tab not built yet says so; anything else is not found. */
export default function SettingsElsewhere() {
  const t = useT();
  const { _splat: splat = "" } = useParams({ strict: false });
  const tab = settingsTabOf(splat);
  return tab ? <NotBuilt name={t(tab.label)} /> : <ScreenNotFound />;
}

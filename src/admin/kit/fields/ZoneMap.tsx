// The map of a drawn shipping zone (decision 0091): Leaflet with Geoman's polygon tools, loaded
// lazily by ./PolygonField.tsx. One area is drawn (a new drawing replaces it), edited by dragging
// its corners, or removed; the other zones show faintly behind it, so overlaps are seen. Map
// tiles come only from PUBLIC_MAP_TILE_URL: without it (development, tests) the map is a plain
// background, and nothing is downloaded.
import "leaflet/dist/leaflet.css";
import "@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css";
import L from "./leaflet-global.ts";
import "@geoman-io/leaflet-geoman-free";
import { useEffect, useRef } from "react";
import { useAdmin } from "../../environment.ts";
import { useT } from "../../messages.ts";
import type { PolygonMap } from "./types.ts";

type Corner = { lat: number; lng: number };

const tileUrl: string | undefined = import.meta.env.PUBLIC_MAP_TILE_URL;

/** Six decimals: about ten centimetres, enough for a delivery area. */
const rounded = (value: number) => Math.round(value * 1e6) / 1e6;

function cornersOf(layer: L.Polygon): Corner[] {
  const rings = layer.getLatLngs() as L.LatLng[][];
  return (rings[0] ?? []).map((point) => ({ lat: rounded(point.lat), lng: rounded(point.lng) }));
}

export default function ZoneMap({
  id,
  label,
  value,
  bounds,
  others,
  describedBy,
  onChange,
}: {
  id: string;
  label: string;
  value: Corner[] | null;
  bounds: PolygonMap["bounds"];
  others: PolygonMap["others"];
  describedBy: string | undefined;
  onChange(corners: Corner[] | null): void;
}) {
  const t = useT();
  const { locale } = useAdmin();
  const element = useRef<HTMLDivElement>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });
  // The map is built once with the values the screen opened with; it then owns the drawing.
  const opening = useRef({ value, bounds, others });

  useEffect(() => {
    const container = element.current;
    if (!container) return;
    const { value: initial, bounds: region, others: behind } = opening.current;
    const map = L.map(container, { attributionControl: Boolean(tileUrl), zoomSnap: 0.25 });
    if (tileUrl) L.tileLayer(tileUrl, { maxZoom: 19 }).addTo(map);
    for (const zone of behind) {
      L.polygon(
        zone.polygon.map((corner) => [corner.lat, corner.lng] as L.LatLngTuple),
        { color: "#64748b", weight: 1, fillOpacity: 0.12, dashArray: "4 4", interactive: false, pmIgnore: true },
      )
        .bindTooltip(zone.name)
        .addTo(map);
    }
    let drawn: L.Polygon | null = null;
    const follow = (layer: L.Polygon) => {
      drawn = layer;
      layer.on("pm:edit", () => changed.current(cornersOf(layer)));
    };
    if (initial && initial.length >= 3) {
      follow(L.polygon(initial.map((corner) => [corner.lat, corner.lng] as L.LatLngTuple)).addTo(map));
    }
    const frame = drawn
      ? (drawn as L.Polygon).getBounds()
      : L.latLngBounds([region.south, region.west], [region.north, region.east]);
    map.fitBounds(frame, { padding: [16, 16] });

    map.pm.setLang("en", {
      tooltips: {
        firstVertex: t("admin.polygonField.firstCorner"),
        continueLine: t("admin.polygonField.nextCorner"),
        finishPoly: t("admin.polygonField.finish"),
      },
      actions: {
        finish: t("admin.polygonField.finishAction"),
        cancel: t("admin.polygonField.cancel"),
        removeLastVertex: t("admin.polygonField.removeLast"),
      },
      buttonTitles: {
        drawPolyButton: t("admin.polygonField.draw"),
        editButton: t("admin.polygonField.edit"),
        deleteButton: t("admin.polygonField.remove"),
      },
    });
    map.pm.addControls({
      position: locale === "ar" ? "topright" : "topleft",
      drawMarker: false,
      drawCircleMarker: false,
      drawPolyline: false,
      drawRectangle: false,
      drawCircle: false,
      drawText: false,
      cutPolygon: false,
      rotateMode: false,
      dragMode: false,
    });
    map.pm.setGlobalOptions({ allowSelfIntersection: false });
    // Geoman titles the tools' boxes, not their buttons: each button is named for screen readers
    for (const button of container.querySelectorAll<HTMLElement>(".leaflet-buttons-control-button")) {
      const title = button.parentElement?.getAttribute("title");
      if (title) button.setAttribute("aria-label", title);
    }
    map.on("pm:create", (event) => {
      const layer = event.layer as L.Polygon;
      // One area per zone: a new drawing replaces the one before
      if (drawn) map.removeLayer(drawn);
      follow(layer);
      changed.current(cornersOf(layer));
    });
    map.on("pm:remove", (event) => {
      if (event.layer !== drawn) return;
      drawn = null;
      changed.current(null);
    });
    return () => {
      map.remove();
    };
  }, [locale, t]);

  return (
    <div
      ref={element}
      id={id}
      role="application"
      aria-label={label}
      aria-describedby={describedBy}
      // Leaflet lays itself out left to right; its controls move to the reading side above
      dir="ltr"
      // Leaflet's own grey would stay light in the dark theme
      className="z-0 h-80 rounded-md border bg-muted!"
      data-testid="zone-map"
    />
  );
}

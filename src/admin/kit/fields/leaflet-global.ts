// Leaflet as the global `L`, which Geoman's drawing tools extend when they load (their build reads
// the global): imported before them, so the global exists first.
import L from "leaflet";

(globalThis as { L?: typeof L }).L = L;

export default L;

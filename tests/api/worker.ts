import { api } from "../../workers/api/app.ts";

// The API tests' Worker: the Hono app alone, because the Astro half of workers/entry.ts only
// exists inside an Astro build (e2e tests cover the whole Worker).
export default api;

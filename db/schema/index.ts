// Every table, enum list and row type of the Drizzle schema, one import for the app, seed and
// drizzle-kit (drizzle.config.ts points here).
export { catalogueStatuses } from "./columns.ts";
export type { CatalogueStatus } from "./columns.ts";
export * from "./settings.ts";
export * from "./places.ts";
export * from "./people.ts";
export * from "./catalogue.ts";
export * from "./navigation.ts";
export * from "./commerce.ts";
export * from "./order-lists.ts";
export * from "./quotes.ts";
export * from "./pricing.ts";
export * from "./content.ts";
export * from "./outbox.ts";
export * from "./maintenance.ts";
export * from "./rate-limits.ts";

import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { AdminApiError, failureOf, networkFailure } from "./failure.ts";
import { createAdminQueryClient } from "./query-client.ts";
import { gcTime, isRetryable, profileQueryOptions, queryDefaults, retry, retryDelay } from "./query-defaults.ts";

const texts = { failed: "Failed", network: "Offline" };
const failed = (status: number) =>
  new AdminApiError(failureOf(status, { error: "x", message: "m" }, texts) ?? networkFailure(texts));

describe("SPEC §9 query defaults", () => {
  it("keeps unused data five minutes", () => {
    expect(gcTime).toBe(300_000);
  });

  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [3, 8000],
    [4, 16_000],
    [5, 30_000],
    [12, 30_000],
  ])("backs off exponentially from 1 s to 30 s: after %i failures, %i ms", (failures, ms) => {
    expect(retryDelay(failures)).toBe(ms);
  });

  it("retries three times, then gives up", () => {
    const error = failed(503);
    expect([0, 1, 2, 3].map((count) => retry(count, error))).toEqual([true, true, true, false]);
  });

  it.each([
    [networkFailure(texts).status, true],
    [500, true],
    [503, true],
    [429, true],
    [400, false],
    [401, false],
    [403, false],
    [404, false],
    [409, false],
  ])("retries a failure of status %i: %s", (status, expected) => {
    const error = status === 0 ? new AdminApiError(networkFailure(texts)) : failed(status);
    expect(isRetryable(error)).toBe(expected);
  });

  it("retries what is not an API answer (a dropped stream)", () => {
    expect(isRetryable(new TypeError("Failed to fetch"))).toBe(true);
  });

  it("asks for the profile once, never again on focus", () => {
    expect(profileQueryOptions).toEqual({ staleTime: Infinity, refetchOnWindowFocus: false });
  });

  it("is what the admin app's query client runs with", () => {
    const client = createAdminQueryClient({ onFailure: () => undefined });
    expect(client).toBeInstanceOf(QueryClient);
    const defaults = client.getDefaultOptions().queries;
    expect(defaults).toMatchObject(queryDefaults);
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { AdminApiError, failureOf, failureToast, isFailure, networkFailure, type FailureTexts } from "./failure.ts";

const texts: FailureTexts = {
  failed: "Failed to execute operation",
  occurred: "An error occurred",
  network: "Please check your internet connection",
};

describe("failure detection (SPEC §8: status above 299, or a body with errors or error)", () => {
  it.each([
    [200, { data: 1 }, false],
    [201, { data: null }, false],
    [204, null, false],
    [299, {}, false],
    [300, {}, true],
    [400, {}, true],
    [500, "Internal Server Error", true],
    [200, { error: "in_use" }, true],
    [200, { errors: { name: "Required" } }, true],
    [200, { errors: null }, true],
    [200, "plain text", false],
    [200, ["error"], false],
  ])("status %i with %j is a failure: %s", (status, body, expected) => {
    expect(isFailure(status, body)).toBe(expected);
  });
});

describe("the failure's message and kind", () => {
  it("takes the answer's message, code, hint and field messages", () => {
    expect(
      failureOf(409, { error: "in_use", message: "Problem deleting measure unit", hint: "It is still in use." }, texts),
    ).toEqual({
      status: 409,
      code: "in_use",
      message: "Problem deleting measure unit",
      answerMessage: "Problem deleting measure unit",
      hint: "It is still in use.",
      errors: {},
      kind: "error",
    });
  });

  it("says 'Failed to execute operation' when the answer has no message", () => {
    expect(failureOf(502, "<html>Bad gateway</html>", texts)).toMatchObject({
      message: "Failed to execute operation",
      answerMessage: null,
      code: null,
    });
  });

  it("keeps field messages by their dotted paths, and only text ones", () => {
    expect(
      failureOf(
        400,
        { error: "invalid_input", message: "Invalid input", errors: { "translations.en.name": "Required", x: 1 } },
        texts,
      )?.errors,
    ).toEqual({ "translations.en.name": "Required" });
  });

  it.each([
    [400, "invalid_input", "input"],
    [400, "invalid_body", "error"],
    [401, "unauthorized", "ignore"],
    [403, "forbidden", "error"],
    [404, "not_found", "error"],
    [409, "in_use", "error"],
    [500, "server", "error"],
  ])("status %i %s is shown as %s", (status, error, kind) => {
    expect(failureOf(status, { error, message: "m" }, texts)?.kind).toBe(kind);
  });

  it("is null for a success", () => {
    expect(failureOf(200, { data: [] }, texts)).toBeNull();
  });
});

describe("the toast of a failure (SPEC §8)", () => {
  const failed = (status: number, body: unknown) =>
    new AdminApiError(failureOf(status, body, texts) ?? networkFailure(texts));

  it("prefixes the server's message with the translated 'error occurred'", () => {
    expect(failureToast(failed(409, { error: "in_use", message: "Problem deleting product" }), texts)).toEqual({
      tone: "error",
      message: "An error occurred: Problem deleting product",
    });
  });

  it("uses the error code when the server gave no message", () => {
    expect(failureToast(failed(500, { error: "server" }), texts)?.message).toBe("An error occurred: server");
  });

  it("carries the server's hint", () => {
    expect(failureToast(failed(409, { error: "in_use", message: "m", hint: "h" }), texts)?.hint).toBe("h");
  });

  it("falls back to the thrown message", () => {
    expect(failureToast(failed(502, "Bad gateway"), texts)).toEqual({
      tone: "error",
      message: "Failed to execute operation",
    });
    expect(failureToast(new AdminApiError(networkFailure(texts)), texts)?.message).toBe(
      "Please check your internet connection",
    );
    expect(failureToast(new TypeError("x is undefined"), texts)).toEqual({ tone: "error", message: "x is undefined" });
    expect(failureToast("thrown text", texts)).toEqual({ tone: "error", message: "Failed to execute operation" });
  });

  it("shows refused input as a warning", () => {
    expect(failureToast(failed(400, { error: "invalid_input", message: "Invalid input" }), texts)).toEqual({
      tone: "warning",
      message: "An error occurred: Invalid input",
    });
  });

  it("stays silent for an ignored failure (a 401 opens the session dialog instead)", () => {
    expect(failureToast(failed(401, { error: "unauthorized", message: "Unauthorized page" }), texts)).toBeNull();
  });
});

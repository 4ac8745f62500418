import { describe, expect, it } from "vitest";
import { readCartCount } from "./cart.ts";

const storage = (value: string | null) => ({ getItem: () => value });

describe("readCartCount", () => {
  it.each([
    ["an empty storage", null, 0],
    ["a stored cart", JSON.stringify({ items: [], totalItems: 7 }), 7],
    ["corrupt JSON", "{not json", 0],
    ["a negative total", JSON.stringify({ totalItems: -3 }), 0],
    ["a fractional total", JSON.stringify({ totalItems: 1.5 }), 0],
    ["no total", JSON.stringify({ items: [] }), 0],
  ])("counts %s as %i", (_, stored, expected) => {
    expect(readCartCount(storage(stored))).toBe(expected);
  });
});

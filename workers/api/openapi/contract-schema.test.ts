import { type, type Type } from "arktype";
import { describe, expect, it } from "vitest";
import { MeasureUnitInput, MeasureUnitListQuery } from "../../../core/contracts/admin/measure-units.ts";
import { requiredText } from "../../../core/validation/rules.ts";
import { contractSchema, schemaNoteTexts } from "./contract-schema.ts";

describe("contractSchema (arktype contract → JSON Schema)", () => {
  it("writes what JSON Schema can say as it is", () => {
    expect(contractSchema(type({ name: "string", "count?": "1 <= number.integer <= 9", kind: "'a' | 'b'" }))).toEqual({
      type: "object",
      properties: {
        name: { type: "string" },
        count: { type: "integer", minimum: 1, maximum: 9 },
        kind: { enum: ["a", "b"] },
      },
      required: ["kind", "name"],
    });
  });

  it.each<[string, Type, string[]]>([
    ["a pipe (trimmed text)", type("string").pipe((text) => text.trim()), ["converted"]],
    ["a narrow", type("string").narrow((text) => text.length > 2), ["rule"]],
    ["a pipe whose value is checked further", requiredText({ max: 20 }), ["rule", "converted"]],
    [
      "a parsed number within a range",
      type("string.integer.parse").to("1 <= number.integer <= 5"),
      ["rule", "converted"],
    ],
    ["an uploaded file", type("File"), ["file"]],
    ["a value JSON cannot carry", type("bigint"), ["other"]],
  ])("keeps the part JSON Schema can say of %s, with a note instead of failing", (_, contract, notes) => {
    const schema = contractSchema(contract);
    expect(schema["x-notes"]).toEqual(notes);
    expect(schema.description).toBe(
      notes.map((note) => schemaNoteTexts[note as keyof typeof schemaNoteTexts]).join(" "),
    );
  });

  it("describes a file as binary text", () => {
    expect(contractSchema(type({ file: "File" })).properties?.file).toMatchObject({
      type: "string",
      contentMediaType: "application/octet-stream",
    });
  });

  it("never throws: a contract it cannot describe is an empty schema with a note", () => {
    const broken = {
      toJsonSchema: () => {
        throw new Error("cannot");
      },
    } as unknown as Type;
    expect(contractSchema(broken)).toEqual({ description: schemaNoteTexts.unknown, "x-notes": ["unknown"] });
  });

  it("leaves out arktype's error configuration and writes a sort's values as an enum", () => {
    const schema = contractSchema(MeasureUnitListQuery);
    expect(JSON.stringify(schema)).not.toContain('"message"');
    expect(schema.properties?.sort).toEqual({ enum: ["-code", "-createdAt", "-name", "code", "createdAt", "name"] });
  });

  it("keeps a contract's required fields at every level", () => {
    const schema = contractSchema(MeasureUnitInput);
    expect(schema.required).toEqual(["code", "translations"]);
    expect(schema.properties?.translations?.required).toEqual(["en"]);
    expect(schema.properties?.translations?.properties?.en?.required).toEqual(["name"]);
  });
});

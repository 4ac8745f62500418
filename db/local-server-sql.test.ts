import { describe, expect, it } from "vitest";
import { isExplain, parameterNames, splitStatements } from "./local-server-sql.ts";

describe("splitStatements", () => {
  it.each([
    { sql: "", expected: [] },
    { sql: " ;; -- nothing;\n /* here; */ ", expected: [] },
    { sql: "SELECT 1", expected: ["SELECT 1"] },
    { sql: "SELECT 1;", expected: ["SELECT 1;"] },
    { sql: "SELECT 1; -- trailing", expected: ["SELECT 1;"] },
    { sql: "SELECT 1;SELECT 2", expected: ["SELECT 1;", "SELECT 2"] },
    { sql: "SELECT ';', \";\", [;], `;`; SELECT 2", expected: ["SELECT ';', \";\", [;], `;`;", " SELECT 2"] },
    { sql: "SELECT 'it''s;'; SELECT 2", expected: ["SELECT 'it''s;';", " SELECT 2"] },
    { sql: "SELECT 1 /* ; */; SELECT 2", expected: ["SELECT 1 /* ; */;", " SELECT 2"] },
    {
      sql: "CREATE TEMP TRIGGER t AFTER INSERT ON x BEGIN SELECT 1; SELECT CASE WHEN 1 THEN 2 END; END; SELECT 3",
      expected: [
        "CREATE TEMP TRIGGER t AFTER INSERT ON x BEGIN SELECT 1; SELECT CASE WHEN 1 THEN 2 END; END;",
        " SELECT 3",
      ],
    },
    {
      sql: "EXPLAIN CREATE TRIGGER t AFTER INSERT ON x BEGIN SELECT 1; END;",
      expected: ["EXPLAIN CREATE TRIGGER t AFTER INSERT ON x BEGIN SELECT 1; END;"],
    },
    // "end" as a plain identifier does not end anything outside a trigger.
    { sql: "SELECT end FROM t; SELECT 2", expected: ["SELECT end FROM t;", " SELECT 2"] },
  ])("splits $sql", ({ sql, expected }) => {
    expect(splitStatements(sql)).toEqual(expected);
  });
});

describe("parameterNames", () => {
  it.each([
    { sql: "SELECT 1", expected: [] },
    { sql: "SELECT ?, ?", expected: [null, null] },
    { sql: "SELECT :a, @b, $c, :a", expected: [":a", "@b", "$c"] },
    { sql: "SELECT ?3, ?", expected: [null, null, "?3", null] },
    { sql: "SELECT :a, ?1", expected: [":a"] },
    { sql: "SELECT ':x', \"?\", ? -- :y", expected: [null] },
    { sql: "SELECT $a::b(c)", expected: ["$a::b(c)"] },
  ])("names the parameters of $sql", ({ sql, expected }) => {
    expect(parameterNames(sql)).toEqual(expected);
  });
});

describe("isExplain", () => {
  it.each([
    { sql: "EXPLAIN SELECT 1", expected: true },
    { sql: " /* c */ explain query plan SELECT 1", expected: true },
    { sql: "SELECT 'EXPLAIN'", expected: false },
    { sql: "", expected: false },
  ])("tells whether $sql is an EXPLAIN", ({ sql, expected }) => {
    expect(isExplain(sql)).toBe(expected);
  });
});

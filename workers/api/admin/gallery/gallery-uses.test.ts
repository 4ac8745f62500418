import { getTableName, is } from "drizzle-orm";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import * as schema from "../../../../db/schema/index.ts";
import { imageColumns } from "./gallery-uses.ts";

const name = (table: SQLiteTable, column: string) => `${getTableName(table)}.${column}`;

describe("the uses of a gallery image", () => {
  it("are every column of the schema that references gallery_images, so no delete unlinks one silently", () => {
    const references = Object.values(schema).flatMap((value) => {
      if (!is(value, SQLiteTable)) return [];
      return getTableConfig(value).foreignKeys.flatMap((key) => {
        const reference = key.reference();
        if (getTableName(reference.foreignTable) !== getTableName(schema.galleryImages)) return [];
        return reference.columns.map((column) => name(value, column.name));
      });
    });
    const listed = imageColumns.map((column) => name(column.table as SQLiteTable, column.name));
    expect(listed.toSorted()).toEqual(references.toSorted());
  });
});

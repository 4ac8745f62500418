import { describe, expect, it } from "vitest";
import { catalogueStatuses } from "../../core/contracts/catalogue.ts";
import { deviceTypes, menuItemTypes, menuPlacements, menuTypes } from "../../core/contracts/admin/menus.ts";
import { catalogueStatuses as schemaStatuses } from "./columns.ts";
import * as navigation from "./navigation.ts";

describe("the menu lists the contract takes", () => {
  it("are the schema's (the contracts in core/ cannot import db/, so the lists are written twice)", () => {
    expect(menuTypes).toEqual(navigation.menuTypes);
    expect(deviceTypes).toEqual(navigation.deviceTypes);
    expect(menuPlacements).toEqual(navigation.menuPlacements);
    expect(menuItemTypes).toEqual(navigation.menuItemTypes);
    expect(catalogueStatuses).toEqual(schemaStatuses);
  });
});

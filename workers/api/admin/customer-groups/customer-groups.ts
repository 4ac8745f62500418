// Customer groups (decision 0101): a name, the price list its companies pay, and how many companies
// are in it; a company's own group and list (PUT /api/admin/customers/{id}/pricing).
import { count, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type {
  CustomerGroupInput,
  CustomerGroupPatch,
  CustomerGroupRow,
  CustomerPricingInput,
  customerGroupSorts,
} from "../../../../core/contracts/admin/price-lists.ts";
import type { AdminListQuery } from "../../../../core/contracts/admin-resources.ts";
import type { Db } from "../../../../db/client.ts";
import { customerGroups, customers, priceListAssignments, priceLists } from "../../../../db/schema/index.ts";
import { qualified } from "../../../lib/db.ts";
import { AppError } from "../../../lib/errors.ts";
import {
  insertedId,
  listOrder,
  listPage,
  pageWindow,
  refusingTaken,
  refusingUnknown,
  searchText,
  type Translate,
} from "../resource-kit.ts";

const row = {
  id: customerGroups.id,
  name: customerGroups.name,
  priceListId: sql<number | null>`(select ${priceListAssignments.listId} from ${priceListAssignments}
    where ${priceListAssignments.groupId} = ${qualified(customerGroups.id)})`,
  customerCount: sql<number>`(select count(*) from ${customers} where ${customers.groupId} = ${qualified(customerGroups.id)})`,
};

/** A page of groups, searched by name. */
export async function listCustomerGroups(db: Db, query: AdminListQuery<(typeof customerGroupSorts)[number]>) {
  const window = pageWindow(query);
  const where = searchText(query.search, [customerGroups.name]);
  const [items, [counted]] = await db.batch([
    db
      .select(row)
      .from(customerGroups)
      .where(where)
      .orderBy(
        ...listOrder(
          query.sort ?? "name",
          { name: customerGroups.name, createdAt: customerGroups.createdAt },
          customerGroups.id,
        ),
      )
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ total: count() }).from(customerGroups).where(where),
  ]);
  return listPage<CustomerGroupRow>(items, counted?.total ?? 0, window);
}

/** One group, or null. */
export async function getCustomerGroup(db: Db, id: number): Promise<CustomerGroupRow | null> {
  const [group] = await db.select(row).from(customerGroups).where(eq(customerGroups.id, id));
  return group ?? null;
}

const listReference = (id: number | null | undefined) => ({
  priceListId: { table: priceLists, id, message: "admin.priceLists.priceListMissing" as const },
});

type Statement = BatchItem<"sqlite">;

/** One batch of the statements (at least one). */
const inOneBatch = (db: Db, statements: Statement[]) => db.batch(statements as [Statement, ...Statement[]]);

/** Gives a group or a company the list, or none, in the caller's batch. */
function assignList(db: Db, owner: { groupId: number } | { customerId: number }, listId: number | null): Statement[] {
  const remove = db
    .delete(priceListAssignments)
    .where(
      "groupId" in owner
        ? eq(priceListAssignments.groupId, owner.groupId)
        : eq(priceListAssignments.customerId, owner.customerId),
    );
  return listId === null ? [remove] : [remove, db.insert(priceListAssignments).values({ listId, ...owner })];
}

/** Creates a group (with its list, in the same batch) and answers its id. */
export async function createCustomerGroup(db: Db, input: CustomerGroupInput, t: Translate) {
  const listId = input.priceListId ?? null;
  const insert = db.insert(customerGroups).values({ name: input.name }).returning({ id: customerGroups.id });
  const [created] = await refusingTaken(
    () =>
      refusingUnknown(
        db,
        async () =>
          listId === null
            ? insert
            : (
                await db.batch([
                  insert,
                  db.insert(priceListAssignments).values({ listId, groupId: insertedId(customerGroups) }),
                ])
              )[0],
        listReference(listId),
        t,
      ),
    { customer_groups_name: "name" },
    t,
  );
  if (!created) throw new Error("The customer group insert returned no row");
  return created.id;
}

/** Replaces (PUT: no list given is none) or changes (PATCH) a group. */
export async function updateCustomerGroup(
  db: Db,
  id: number,
  input: CustomerGroupPatch,
  mode: "replace" | "patch",
  t: Translate,
) {
  const [group] = await db.select({ id: customerGroups.id }).from(customerGroups).where(eq(customerGroups.id, id));
  if (!group) throw new AppError("not_found");
  const listId = mode === "replace" ? (input.priceListId ?? null) : input.priceListId;
  const writes: Statement[] = [
    ...(input.name === undefined
      ? []
      : [db.update(customerGroups).set({ name: input.name, updatedAt: Date.now() }).where(eq(customerGroups.id, id))]),
    ...(listId === undefined ? [] : assignList(db, { groupId: id }, listId)),
  ];
  if (writes.length === 0) return;
  await refusingTaken(
    () => refusingUnknown(db, () => inOneBatch(db, writes), listReference(listId), t),
    { customer_groups_name: "name" },
    t,
  );
}

/** Deletes a group: its companies leave it (and its list) in the same batch. */
export async function deleteCustomerGroup(db: Db, id: number) {
  const [, deleted] = await db.batch([
    db.update(customers).set({ groupId: null }).where(eq(customers.groupId, id)),
    db.delete(customerGroups).where(eq(customerGroups.id, id)).returning({ id: customerGroups.id }),
  ]);
  if (deleted.length === 0) throw new AppError("not_found");
}

/** The company's group and own list as the admin reads them. */
export async function getCustomerPricing(db: Db, customerId: number) {
  const [found] = await db
    .select({
      groupId: customers.groupId,
      priceListId: sql<number | null>`(select ${priceListAssignments.listId} from ${priceListAssignments}
        where ${priceListAssignments.customerId} = ${qualified(customers.id)})`,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!found) throw new AppError("not_found");
  return found;
}

/** PUT /api/admin/customers/{id}/pricing: the company's group and own list, in one batch. */
export async function putCustomerPricing(db: Db, customerId: number, input: CustomerPricingInput, t: Translate) {
  await getCustomerPricing(db, customerId);
  await refusingUnknown(
    db,
    () =>
      inOneBatch(db, [
        db.update(customers).set({ groupId: input.groupId }).where(eq(customers.id, customerId)),
        ...assignList(db, { customerId }, input.priceListId),
      ]),
    {
      groupId: { table: customerGroups, id: input.groupId, message: "admin.priceLists.groupMissing" },
      ...listReference(input.priceListId),
    },
    t,
  );
  return getCustomerPricing(db, customerId);
}

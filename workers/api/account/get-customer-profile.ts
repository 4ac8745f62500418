import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { customers } from "../../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";

/** The SPEC §3 fields a customer sees of their own account. */
const profileColumns = {
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  companyName: customers.companyName,
  companyNumber: customers.companyNumber,
  phone: customers.phone,
  mobile: customers.mobile,
  landLine: customers.landLine,
  country: customers.country,
  city: customers.city,
  state: customers.state,
  address1: customers.address1,
  address2: customers.address2,
  postCode: customers.postCode,
  userCode: customers.userCode,
  registeredAt: customers.registeredAt,
};

/** The customer's own SPEC §3 fields. */
export async function getCustomerProfile(db: Db, customerId: number) {
  const [row] = await db.select(profileColumns).from(customers).where(eq(customers.id, customerId));
  if (!row) throw new AppError("not_found");
  return row;
}

// Seeds small file databases with an in-memory bucket and checks the demo data keeps the rules
// of SPEC §3, §5 and §9 and the promises of the seed itself (determinism, working sign-ins).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient, type Client, type Row } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { menuPlacements, orderStatuses, paymentKinds } from "../schema/index.ts";
import { nodePasswordHasher } from "../../core/password-node.ts";
import { getProfile } from "../../core/profiles.ts";
import { sanitizeRichText } from "../../core/rich-text.ts";
import { isPublicMediaKey } from "../../core/storage.ts";
import { defaultTheme } from "../../core/theme.ts";
import { demoAccounts } from "./accounts.ts";
import { seedDatabase, type SeedBucket } from "./index.ts";
import { readPngSize } from "./png.ts";
import { epoch } from "./plan.ts";
import { additionalFrontRoutes } from "./settings.ts";
import { ean13CheckDigit } from "./text.ts";

const productCount = 60;

function memoryBucket() {
  const objects = new Map<string, Uint8Array>();
  const options = new Map<string, R2PutOptions>();
  const bucket = {
    async put(key: string, value: unknown, putOptions?: R2PutOptions) {
      objects.set(key, value as Uint8Array);
      options.set(key, putOptions ?? {});
      return null;
    },
  } as unknown as SeedBucket;
  return { bucket, objects, options };
}

interface Seeded {
  client: Client;
  objects: Map<string, Uint8Array>;
  /** What each object was stored with: its content type and custom metadata. */
  options: Map<string, R2PutOptions>;
}

const directory = mkdtempSync(join(tmpdir(), "jumla-seed-"));
const clients: Client[] = [];

async function seed(profile: string, name: string): Promise<Seeded> {
  const { bucket, objects, options } = memoryBucket();
  const url = `file:${join(directory, `${name}.db`)}`;
  await seedDatabase({ url, profile, products: productCount, bucket });
  const client = createClient({ url });
  clients.push(client);
  return { client, objects, options };
}

async function rows(client: Client, sql: string): Promise<Row[]> {
  return (await client.execute(sql)).rows;
}

async function count(client: Client, sql: string): Promise<number> {
  const [row] = await rows(client, sql);
  return Number(row?.[0] ?? 0);
}

let saudi: Seeded;
let british: Seeded;

beforeAll(async () => {
  saudi = await seed("testing_v1", "saudi");
  british = await seed("v_1_", "british");
}, 60_000);

afterAll(() => {
  for (const client of clients) client.close();
  rmSync(directory, { recursive: true, force: true });
});

describe("catalogue", () => {
  it("has at least 5 main categories, 24 categories with some sub-categories, and 12 brands", async () => {
    const { client } = saudi;
    expect(await count(client, "select count(*) from main_categories")).toBeGreaterThanOrEqual(5);
    expect(await count(client, "select count(*) from categories")).toBeGreaterThanOrEqual(24);
    expect(await count(client, "select count(*) from categories where parent_id is not null")).toBeGreaterThan(0);
    expect(await count(client, "select count(*) from brands")).toBeGreaterThanOrEqual(12);
    expect(await count(client, "select count(*) from products")).toBe(productCount);
  });

  it("gives every product an Arabic and an English title", async () => {
    const missing = await count(
      saudi.client,
      `select count(*) from products p where (select count(*) from product_translations t
         where t.product_id = p.id and t.locale in ('ar', 'en') and length(t.title) >= 3) <> 2`,
    );
    expect(missing).toBe(0);
    const arabic = await rows(saudi.client, "select title from product_translations where locale = 'ar'");
    expect(arabic.every((row) => /[\u0600-\u06ff]/.test(String(row.title)))).toBe(true);
  });

  it("stores each product's display title per locale, as the pages of that locale show it", async () => {
    const titles = await rows(
      saudi.client,
      `select d.locale, d.title, t.title as translated from product_titles d
         join product_translations t on t.product_id = d.product_id and t.locale = d.locale`,
    );
    expect(titles.length).toBe(productCount * 2);
    expect(titles.every((row) => row.title === row.translated)).toBe(true);
  });

  it("uses unique SKUs of 4 to 12 characters (SPEC §5)", async () => {
    const skus = (await rows(saudi.client, "select sku from products")).map((row) => String(row.sku));
    expect(new Set(skus).size).toBe(skus.length);
    expect(skus.every((sku) => sku.length >= 4 && sku.length <= 12)).toBe(true);
  });

  it("gives every product an EAN-13 barcode with a valid check digit", async () => {
    const barcodes = (await rows(saudi.client, "select barcode from products")).map((row) => String(row.barcode));
    expect(
      barcodes.every((code) => /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12])),
    ).toBe(true);
  });

  it("covers every product type, discounts, stock states, variants, option groups and two dozen featured products", async () => {
    const [stats] = await rows(
      saudi.client,
      `select sum(type = 1) regular, sum(type = 2) discounted, sum(type = 3) bundles,
              sum(discount_price is not null and discount_price < price) discount_prices,
              sum(availability = 'out_of_stock' and quantity = 0) out_of_stock,
              sum(has_variants) with_variants, sum(is_featured) featured
         from products`,
    );
    expect(Number(stats?.regular)).toBeGreaterThan(0);
    expect(Number(stats?.discounted)).toBeGreaterThan(0);
    expect(Number(stats?.bundles)).toBeGreaterThan(0);
    expect(Number(stats?.discount_prices)).toBe(Number(stats?.discounted));
    expect(Number(stats?.out_of_stock)).toBeGreaterThan(0);
    expect(Number(stats?.with_variants)).toBeGreaterThan(0);
    expect(Number(stats?.featured)).toBe(24);
    expect(await count(saudi.client, "select count(*) from product_option_groups")).toBeGreaterThan(0);
    // Every product has a specification table (decision 0071): three rows, each in both languages.
    expect(await count(saudi.client, "select count(*) from product_attributes")).toBe(productCount * 3);
    expect(await count(saudi.client, "select count(*) from product_attribute_translations")).toBe(productCount * 6);
    expect(
      await count(
        saudi.client,
        "select count(*) from products where has_variants = 1 and id not in (select product_id from product_variants)",
      ),
    ).toBe(0);
    // A product with variants holds their sum (the database keeps it, decision 0073)
    expect(
      await count(
        saudi.client,
        `select count(*) from products p where has_variants = 1 and quantity <> (select sum(quantity)
           from product_variants v where v.product_id = p.id and v.retired_at is null)`,
      ),
    ).toBe(0);
  });

  it("links every product to a poster image and gallery images", async () => {
    expect(await count(saudi.client, "select count(*) from products where poster_image_id is null")).toBe(0);
    expect(
      await count(
        saudi.client,
        "select count(*) from products where id not in (select product_id from product_images)",
      ),
    ).toBe(0);
  });
});

describe("stored files", () => {
  it("stores every gallery image as a PNG whose header matches its row", async () => {
    const gallery = await rows(saudi.client, "select storage_key, width, height, bytes from gallery_images");
    expect(gallery.length).toBeGreaterThan(80);
    for (const image of gallery) {
      const bytes = saudi.objects.get(String(image.storage_key));
      expect(bytes, String(image.storage_key)).toBeDefined();
      expect(readPngSize(bytes ?? new Uint8Array())).toEqual({
        width: Number(image.width),
        height: Number(image.height),
      });
      expect(bytes?.length).toBe(Number(image.bytes));
    }
  });

  it("stores the catalogue and application form as PDFs with a consistent cross-reference table", async () => {
    const [settings] = await rows(
      saudi.client,
      "select catalogue_pdf_key, application_form_pdf_key from site_settings",
    );
    for (const key of [settings?.catalogue_pdf_key, settings?.application_form_pdf_key]) {
      const text = new TextDecoder().decode(saudi.objects.get(String(key)));
      expect(text.startsWith("%PDF-1.4")).toBe(true);
      const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
      expect(text.slice(xref, xref + 4)).toBe("xref");
      const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
      offsets.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
    }
  });
});

describe("where files are stored (issue #9 D.18)", () => {
  it("stores every approval form privately, under its customer, as an upload stores it", async () => {
    const forms = await rows(
      saudi.client,
      "select id, approval_form_key from customers where approval_form_key is not null",
    );
    expect(forms.length).toBeGreaterThan(0);
    for (const { id, approval_form_key: key } of forms) {
      expect(String(key)).toMatch(new RegExp(`^private/approval-forms/${id}/[0-9a-f]{64}\\.pdf$`));
      expect(saudi.objects.has(String(key))).toBe(true);
      expect(saudi.options.get(String(key))).toEqual({
        httpMetadata: { contentType: "application/pdf" },
        customMetadata: { customerId: String(id) },
      });
      expect(isPublicMediaKey(String(key))).toBe(false);
    }
  });

  it("stores every other file under a prefix /media serves", async () => {
    const forms = new Set(
      (await rows(saudi.client, "select approval_form_key from customers where approval_form_key is not null")).map(
        (row) => String(row.approval_form_key),
      ),
    );
    const others = [...saudi.objects.keys()].filter((key) => !forms.has(key));
    expect(others.length).toBeGreaterThan(80);
    expect(others.filter((key) => !isPublicMediaKey(key))).toEqual([]);
  });
});

describe("navigation", () => {
  it.each(menuPlacements)("has web and mobile menus with items in the %s placement", async (placement) => {
    const devices = await rows(
      saudi.client,
      `select distinct device_type from menus m where placement = '${placement}' and exists (select 1 from menu_items i where i.menu_id = m.id)`,
    );
    expect(devices.map((row) => row.device_type).sort()).toEqual(["mobile", "web"]);
  });

  it.each([
    ["testing_v1", () => saudi],
    ["v_1_", () => british],
  ] as const)("uses only the home menu types of %s (SPEC §9)", async (key, seeded) => {
    const types = (
      await rows(seeded().client, "select distinct menu_type_key from menus where placement = 'home'")
    ).map((row) => row.menu_type_key);
    expect(types.length).toBeGreaterThan(0);
    expect(getProfile(key).menuTypes).toEqual(expect.arrayContaining(types));
  });

  it("has four to six slides with titles in both languages", async () => {
    const slides = await count(
      saudi.client,
      "select count(*) from slides where image_id is not null and url is not null",
    );
    expect(slides).toBeGreaterThanOrEqual(4);
    expect(slides).toBeLessThanOrEqual(6);
    expect(await count(saudi.client, "select count(*) from slide_translations")).toBe(slides * 2);
  });
});

describe("commerce", () => {
  it("offers every payment kind, each in at least one zone", async () => {
    const kinds = (await rows(saudi.client, "select distinct kind from payment_methods")).map((row) => row.kind);
    expect([...kinds].sort()).toEqual([...paymentKinds].sort());
    expect(
      await count(
        saudi.client,
        "select count(*) from payment_methods where id not in (select payment_method_id from payment_method_zones)",
      ),
    ).toBe(0);
  });

  it.each([
    ["testing_v1", 1500, () => saudi],
    ["v_1_", 2000, () => british],
  ] as const)("charges the default VAT of %s at %i basis points", async (_key, rate, seeded) => {
    const [vat] = await rows(seeded().client, "select name, rate_basis_points from tax_groups where is_default = 1");
    expect(vat?.name).toBe("VAT");
    expect(Number(vat?.rate_basis_points)).toBe(rate);
  });

  it("keeps at least three zones whose rate bands each start above the previous band's max (SPEC §5)", async () => {
    const rates = await rows(
      saudi.client,
      "select zone_id, min_order_amount, max_order_amount from shipping_rates order by zone_id, min_order_amount",
    );
    const zones = Map.groupBy(rates, (rate) => Number(rate.zone_id));
    expect(zones.size).toBeGreaterThanOrEqual(3);
    for (const bands of zones.values()) {
      bands.slice(1).forEach((band, i) => {
        const previousMax = bands[i]?.max_order_amount;
        expect(previousMax).not.toBeNull();
        expect(Number(band.min_order_amount)).toBeGreaterThan(Number(previousMax));
      });
      expect(bands.at(-1)?.max_order_amount).toBeNull();
    }
  });

  it("has percent and fixed coupons, one expired and one not yet started", async () => {
    expect(await count(saudi.client, "select count(distinct type) from coupons")).toBe(2);
    expect(await count(saudi.client, `select count(*) from coupons where ends_at < ${epoch}`)).toBe(1);
    expect(await count(saudi.client, `select count(*) from coupons where starts_at > ${epoch}`)).toBe(1);
  });
});

describe("settings and content", () => {
  it("stores the default theme, the logo and the extra front routes", async () => {
    const [settings] = await rows(
      saudi.client,
      "select theme, logo_image_id, additional_front_routes, max_quantity_per_product from site_settings",
    );
    expect(settings?.theme).toBe(JSON.stringify(defaultTheme));
    expect(settings?.logo_image_id).not.toBeNull();
    expect(JSON.parse(String(settings?.additional_front_routes))).toEqual([...additionalFrontRoutes]);
    expect(Number(settings?.max_quantity_per_product)).toBeGreaterThanOrEqual(1);
  });

  it.each([
    ["testing_v1", () => saudi],
    ["v_1_", () => british],
  ] as const)("states the company's name and address of %s in both languages (SPEC §3, §9)", async (_key, seeded) => {
    const texts = await rows(
      seeded().client,
      "select locale, name, address, bank_name from company_profile_translations order by locale",
    );
    expect(texts.map((row) => row.locale)).toEqual(["ar", "en"]);
    const [arabic, english] = texts;
    for (const column of ["name", "address", "bank_name"]) {
      expect(String(arabic?.[column])).toMatch(/[\u0600-\u06ff]/);
      expect(String(english?.[column])).not.toMatch(/[\u0600-\u06ff]/);
    }
  });

  it("stores rich text as every rich-text write does: already clean (docs/decisions/0035)", async () => {
    const texts = await rows(
      saudi.client,
      `select extensive_description as html from product_translations where extensive_description is not null
       union all select body from content_page_translations where body is not null`,
    );
    expect(texts.length).toBeGreaterThan(productCount);
    const unclean = texts.map((row) => String(row.html)).filter((html) => sanitizeRichText(html) !== html);
    expect(unclean).toEqual([]);
  });

  it("states the company profile in the profile's currency", async () => {
    expect((await rows(saudi.client, "select currency from company_profile"))[0]?.currency).toBe("SAR");
    expect((await rows(british.client, "select currency from company_profile"))[0]?.currency).toBe("GBP");
  });

  it.each([
    "about-us",
    "services",
    "contact",
    "form-1",
    "landing-page-1",
    "code-sandbox",
    "redirect",
    ...additionalFrontRoutes,
  ])("has the %s page in both languages", async (url) => {
    expect(
      await count(
        saudi.client,
        `select count(*) from content_page_translations where url = '${url}' and length(body) > 0`,
      ),
    ).toBe(2);
  });

  it("has at least four blog posts in both languages", async () => {
    const blogs = await count(
      saudi.client,
      "select count(*) from content_pages where layout = 'blog' and published_at is not null",
    );
    expect(blogs).toBeGreaterThanOrEqual(4);
    expect(
      await count(
        saudi.client,
        "select count(*) from content_page_translations t join content_pages p on p.id = t.page_id where p.layout = 'blog'",
      ),
    ).toBe(blogs * 2);
  });

  it("has approved and unapproved reviews", async () => {
    expect(await count(saudi.client, "select count(distinct approved) from reviews")).toBe(2);
  });

  it("has cities only where the profile has city data", async () => {
    expect(await count(saudi.client, "select count(*) from cities")).toBeGreaterThan(0);
    expect(await count(saudi.client, "select count(*) from neighbourhoods")).toBeGreaterThan(0);
    expect(await count(british.client, "select count(*) from cities")).toBe(0);
  });
});

describe("accounts", () => {
  it.each(Object.entries(demoAccounts))("signs %s in with the documented password", async (_name, account) => {
    const table = account.role === "customer" ? "customers" : account.role === "salesperson" ? "salespeople" : "admins";
    const [row] = await rows(saudi.client, `select password_hash from ${table} where email = '${account.email}'`);
    const hasher = await nodePasswordHasher();
    expect(hasher.verify(String(row?.password_hash), account.password)).toBe(true);
    expect(hasher.verify(String(row?.password_hash), `${account.password}!`)).toBe(false);
  });

  it("puts each demo customer in the state the README promises (SPEC §4)", async () => {
    const [approved] = await rows(
      saudi.client,
      `select * from customers where email = '${demoAccounts.approvedCustomer.email}'`,
    );
    expect(approved).toMatchObject({
      verified: 1,
      approval_status: "approved",
      can_see_prices: 1,
      phone: demoAccounts.approvedCustomer.phone,
      salesperson_id: 1,
    });
    const [pending] = await rows(
      saudi.client,
      `select * from customers where email = '${demoAccounts.pendingCustomer.email}'`,
    );
    expect(pending).toMatchObject({ verified: 1, approval_status: "pending", can_see_prices: 0 });
    expect(pending?.approval_form_key).toBeTruthy();
    expect(
      await count(
        saudi.client,
        `select count(*) from admins where email = '${demoAccounts.superAdmin.email}' and is_super_admin = 1`,
      ),
    ).toBe(1);
    expect(
      await count(
        saudi.client,
        `select count(*) from admins where email = '${demoAccounts.admin.email}' and is_super_admin = 0`,
      ),
    ).toBe(1);
    expect(await count(saudi.client, "select count(*) from addresses where customer_id = 1")).toBeGreaterThanOrEqual(2);
  });
});

describe("the seed as a whole", () => {
  it("leaves no broken foreign key", async () => {
    expect(await rows(saudi.client, "pragma foreign_key_check")).toEqual([]);
    expect(await rows(british.client, "pragma foreign_key_check")).toEqual([]);
  });

  it("replaces its own data with identical rows and images when run again with the same options", async () => {
    const snapshot = async (client: Client) => ({
      products: await rows(client, "select * from products order by id"),
      translations: await rows(client, "select * from product_translations order by product_id, locale"),
      variants: await rows(client, "select * from product_variants order by id"),
      gallery: await rows(client, "select * from gallery_images order by id"),
    });
    const first = await snapshot(saudi.client);
    const again = await seed("testing_v1", "saudi");
    expect(await snapshot(again.client)).toEqual(first);
    expect([...again.objects.keys()].sort()).toEqual([...saudi.objects.keys()].sort());
  }, 30_000);
});

describe("an order history (--orders, decision 0084)", () => {
  const orderCount = 400;
  let history: Client;

  beforeAll(async () => {
    const url = `file:${join(directory, "history.db")}`;
    const { bucket } = memoryBucket();
    const result = await seedDatabase({
      url,
      profile: "testing_v1",
      products: productCount,
      orders: orderCount,
      bucket,
    });
    expect(result.orderHistoryMs).toBeGreaterThan(0);
    history = createClient({ url });
    clients.push(history);
  }, 60_000);

  it("places the orders over four years, every status among them, from several buyers and salespeople", async () => {
    expect(await count(history, "select count(*) from orders")).toBe(orderCount);
    const statuses = (await rows(history, "select distinct status from orders")).map((row) => String(row.status));
    expect(statuses.toSorted()).toEqual([...orderStatuses].toSorted());
    const [span] = await rows(history, "select max(placed_at) - min(placed_at) as span from orders");
    expect(Number(span?.span)).toBeGreaterThan(3.9 * 365 * 86_400_000);
    expect(await count(history, "select count(distinct customer_id) from orders")).toBeGreaterThanOrEqual(8);
    expect(await count(history, "select count(distinct salesperson_id) from orders")).toBeGreaterThanOrEqual(5);
    expect(
      await count(
        history,
        "select count(*) from orders where id > 1 and placed_at < (select placed_at from orders p where p.id = orders.id - 1)",
      ),
      "ids grow with time",
    ).toBe(0);
  });

  it("gives each order three lines from the catalogue whose totals add up to its own, to the cent", async () => {
    expect(await count(history, "select count(*) from order_lines")).toBe(orderCount * 3);
    expect(await count(history, "select count(*) from order_lines where product_id is null")).toBe(0);
    const wrong = await count(
      history,
      `select count(*) from orders o where o.sub_total <> (select sum(line_total) from order_lines l where l.order_id = o.id)
         or o.vat_total <> (select sum(vat_amount) from order_lines l where l.order_id = o.id)
         or o.grand_total <> o.sub_total + o.vat_total + o.shipping_cost
         or o.total_items_count <> (select sum(quantity) from order_lines l where l.order_id = o.id)`,
    );
    expect(wrong).toBe(0);
  });

  it("records payments, returns, internal notes, shipments and each order's status history", async () => {
    expect(await count(history, "select count(*) from order_payments")).toBeGreaterThan(0);
    // What the payments' trigger keeps matches what was recorded, never above the total
    expect(
      await count(
        history,
        `select count(*) from orders o where o.paid_amount <> coalesce((select sum(amount) from order_payments p where p.order_id = o.id), 0)
           or o.paid_amount > o.grand_total`,
      ),
    ).toBe(0);
    expect(await count(history, "select count(distinct status) from refunds")).toBe(4);
    expect(await count(history, "select count(*) from order_notes")).toBeGreaterThan(0);
    expect(
      await count(
        history,
        "select count(*) from shipments s join orders o on o.id = s.order_id where o.shipment_name <> s.tracking_number",
      ),
    ).toBe(0);
    expect(
      await count(
        history,
        "select count(*) from orders o where not exists (select 1 from order_status_history h where h.order_id = o.id)",
      ),
    ).toBe(0);
    expect(
      await count(
        history,
        "select count(*) from orders o where o.status <> (select status from order_status_history h where h.order_id = o.id order by created_at desc, id desc limit 1)",
      ),
      "the last history row is the order's status",
    ).toBe(0);
  });

  it("finds the orders by search, numbers the next checkout after them and breaks no foreign key", async () => {
    expect(await count(history, "select count(*) from order_search where order_search match '\"JM-000123\"'")).toBe(1);
    expect(await count(history, "select value from counters where name = 'order'")).toBe(orderCount);
    expect(await rows(history, "pragma foreign_key_check")).toEqual([]);
  });
});

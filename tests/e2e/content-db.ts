import { openE2eDb } from "./db.ts";

const profile = () => process.env.PROFILE ?? "testing_v1";

/** Runs one read against the e2e profile's seeded database, so assertions compare against real rows. */
async function query(sql: string, args: (string | number)[] = []) {
  const client = openE2eDb(profile());
  try {
    return (await client.execute({ sql, args })).rows;
  } finally {
    client.close();
  }
}

/** A content page's title and meta title in one locale, by its url. */
export async function contentPage(locale: "ar" | "en", url: string) {
  const [row] = await query("select title, meta_title from content_page_translations where locale = ? and url = ?", [
    locale,
    url,
  ]);
  if (!row) throw new Error(`No seeded content page ${url} in ${locale}`);
  return { title: String(row.title), metaTitle: String(row.meta_title) };
}

/** The newest active blog post's url in a locale. */
export async function newestBlogUrl(locale: "ar" | "en"): Promise<string> {
  const [row] = await query(
    `select t.url from content_pages p join content_page_translations t on t.page_id = p.id and t.locale = ?
     where p.layout = 'blog' and p.active = 1 order by p.published_at desc, p.id desc limit 1`,
    [locale],
  );
  return String(row?.url);
}

/** The urls listed in the additional_front_routes setting. */
export async function additionalFrontRoutes(): Promise<string[]> {
  const [row] = await query("select additional_front_routes from site_settings");
  return JSON.parse(String(row?.additional_front_routes ?? "[]")) as string[];
}

/** Contact messages stored under a subject, and how many admin emails were queued for them. */
export async function contactMessagesWithSubject(subject: string) {
  const messages = await query("select id, name, email, message from contact_messages where subject = ?", [subject]);
  const queued = await query(
    `select count(*) as n from outbox where kind = 'email'
     and json_extract(payload, '$.contactMessageId') in (select id from contact_messages where subject = ?)`,
    [subject],
  );
  const admins = await query("select count(*) as n from admins");
  return { messages, queued: Number(queued[0]?.n ?? 0), admins: Number(admins[0]?.n ?? 0) };
}

/** Reviews written under an email address. */
export async function reviewsBy(email: string) {
  return query("select overall_rating, approved from reviews where reviewer_email = ?", [email]);
}

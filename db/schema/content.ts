// Content: CMS pages (including blog posts), site reviews, email templates, contact messages, and
// each customer's wishlist and favourites.
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
  type AnySQLiteColumn,
} from "drizzle-orm/sqlite-core";
import { createdAt, id, locale, oneOf, updatedAt, validJson } from "./columns.ts";
import { locales } from "../../core/profiles.ts";
import { galleryImages, products } from "./catalogue.ts";
import { orderStatuses } from "./commerce.ts";
import { customers } from "./people.ts";

// SPEC §3 and §9 page priority levels
export const pagePriorities = ["lowest", "low", "normal", "high", "highest"] as const;
export type PagePriority = (typeof pagePriorities)[number];

// Page layouts behind the content routes of SPEC §2 (/about-us, /services, /contact, /blogs,
// /form-1, /landing-page-1) plus "page" for the additional_front_routes served at /{path}.
// Blogs are not a separate table: a blog post is a content page with layout "blog", /blogs lists
// them and /blogs/{blog} is the post's url.
export const pageLayouts = ["page", "blog", "about", "services", "contact", "form", "landing"] as const;
export type PageLayout = (typeof pageLayouts)[number];

// SPEC §3 "language" of a page is the locale of its translation row (the translation pattern of
// catalogue.ts): a page offered in one language only has one translation.
export const contentPages = sqliteTable(
  "content_pages",
  {
    id: id(),
    layout: text("layout", { enum: pageLayouts }).notNull().default("page"),
    priority: text("priority", { enum: pagePriorities }).notNull().default("normal"),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    // SPEC §2 settings/cms-pages/{layout}/{id}/add: pages can hold sub-pages
    parentId: integer("parent_id").references((): AnySQLiteColumn => contentPages.id, {
      onDelete: "cascade",
    }),
    // Cover image of a blog post or landing page
    imageId: integer("image_id").references(() => galleryImages.id, { onDelete: "set null" }),
    publishedAt: integer("published_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf(t.layout, pageLayouts),
    oneOf(t.priority, pagePriorities),
    check("content_pages_not_own_parent", sql`parent_id is null or parent_id <> id`),
    index("content_pages_layout_active_published").on(t.layout, t.active, t.publishedAt),
    index("content_pages_parent").on(t.parentId),
  ],
);

export const contentPageTranslations = sqliteTable(
  "content_page_translations",
  {
    pageId: integer("page_id")
      .notNull()
      .references(() => contentPages.id, { onDelete: "cascade" }),
    locale: locale(),
    // The path after the locale prefix, without a leading slash (e.g. "about-us", "blogs/new-season")
    url: text("url").notNull(),
    title: text("title").notNull(),
    metaTitle: text("meta_title"),
    keywords: text("keywords"),
    description: text("description"),
    body: text("body"),
  },
  (t) => [
    primaryKey({ columns: [t.pageId, t.locale] }),
    oneOf(t.locale, locales),
    check(
      "content_page_translations_url_shape",
      sql`length(url) > 0 and substr(url, 1, 1) <> '/' and instr(url, ' ') = 0`,
    ),
    uniqueIndex("content_page_translations_locale_url").on(t.locale, t.url),
  ],
);

// SPEC §3 review: a site review, shown once approved (SPEC §4)
export const reviews = sqliteTable(
  "reviews",
  {
    id: id(),
    // Set when a signed-in customer wrote it
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    reviewerName: text("reviewer_name").notNull(),
    reviewerEmail: text("reviewer_email").notNull(),
    overallRating: integer("overall_rating").notNull(),
    // Named sub-ratings, e.g. { "delivery": 4, "quality": 5 }
    otherRatings: text("other_ratings", { mode: "json" }).$type<Record<string, number>>(),
    comment: text("comment"),
    approved: integer("approved", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // SPEC §5: rating at least 1; five stars at most
    check("reviews_overall_rating_range", sql`overall_rating between 1 and 5`),
    check("reviews_reviewer_email_shape", sql`instr(reviewer_email, '@') > 1`),
    validJson(t.otherRatings),
    index("reviews_approved_created").on(t.approved, t.createdAt),
  ],
);

// SPEC §3 email template: one per setting name, and per order status for status emails
export const emailTemplates = sqliteTable(
  "email_templates",
  {
    id: id(),
    // The event the template is for, e.g. "order_status", "registration", "password_reset"
    settingName: text("setting_name").notNull(),
    orderStatus: text("order_status", { enum: orderStatuses }),
    headerImageId: integer("header_image_id").references(() => galleryImages.id, { onDelete: "set null" }),
    sentToAdmins: integer("sent_to_admins", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf(t.orderStatus, orderStatuses),
    // NULLs are distinct in a unique index, so templates without a status get their own index
    uniqueIndex("email_templates_setting_status")
      .on(t.settingName, t.orderStatus)
      .where(sql`order_status is not null`),
    uniqueIndex("email_templates_setting_without_status")
      .on(t.settingName)
      .where(sql`order_status is null`),
  ],
);

export const emailTemplateTranslations = sqliteTable(
  "email_template_translations",
  {
    emailTemplateId: integer("email_template_id")
      .notNull()
      .references(() => emailTemplates.id, { onDelete: "cascade" }),
    locale: locale(),
    subject: text("subject").notNull(),
    headerContent: text("header_content"),
    bodyContent: text("body_content").notNull(),
    footerContent: text("footer_content"),
  },
  (t) => [primaryKey({ columns: [t.emailTemplateId, t.locale] }), oneOf(t.locale, locales)],
);

// SPEC §5 contact form: name, email, subject and message required
export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: id(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
    readAt: integer("read_at"),
  },
  (t) => [index("contact_messages_created").on(t.createdAt)],
);

// SPEC §3 leaves wishlist and favourites unspecified: each is a set of products per customer
export const wishlistItems = sqliteTable(
  "wishlist_items",
  {
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] }), index("wishlist_items_product").on(t.productId)],
);

export const favourites = sqliteTable(
  "favourites",
  {
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] }), index("favourites_product").on(t.productId)],
);

export type ContentPage = typeof contentPages.$inferSelect;
export type ContentPageTranslation = typeof contentPageTranslations.$inferSelect;
export type Review = typeof reviews.$inferSelect;
export type NewReview = typeof reviews.$inferInsert;
export type EmailTemplate = typeof emailTemplates.$inferSelect;
export type EmailTemplateTranslation = typeof emailTemplateTranslations.$inferSelect;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type WishlistItem = typeof wishlistItems.$inferSelect;
export type Favourite = typeof favourites.$inferSelect;

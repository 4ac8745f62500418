-- A product's slug is unique across both languages (issue #11 item 4, decision 0057): a page in
-- one language shows a product without its own translation under its English slug (SPEC §9,
-- decision 0019), so an English-only slug that equalled another product's Arabic slug would name
-- two products on the Arabic site. The unique (locale, slug) index guards one language; these
-- triggers refuse a slug any other product has in either, inside the writing transaction (no read
-- before the write to race). The message starts as a unique violation's does, so the API answers
-- "Already used" at the slug's field. A product may use one slug for both of its own languages.
-- The locales are the two of SPEC §9 (as in 0003_product_titles).
CREATE TRIGGER `product_translations_slug_insert` BEFORE INSERT ON `product_translations`
WHEN EXISTS (
  SELECT 1 FROM `product_translations` AS `other`
  WHERE `other`.`locale` IN ('ar', 'en') AND `other`.`slug` = new.`slug` AND `other`.`product_id` <> new.`product_id`
)
BEGIN
  SELECT RAISE(ABORT, 'UNIQUE constraint failed: product_translations.slug (across locales)');
END;
--> statement-breakpoint
CREATE TRIGGER `product_translations_slug_update` BEFORE UPDATE OF `slug`, `product_id` ON `product_translations`
WHEN EXISTS (
  SELECT 1 FROM `product_translations` AS `other`
  WHERE `other`.`locale` IN ('ar', 'en') AND `other`.`slug` = new.`slug` AND `other`.`product_id` <> new.`product_id`
    -- not the row being updated (a translation moved to another product keeps its slug)
    AND NOT (`other`.`product_id` = old.`product_id` AND `other`.`locale` = old.`locale`)
)
BEGIN
  SELECT RAISE(ABORT, 'UNIQUE constraint failed: product_translations.slug (across locales)');
END;

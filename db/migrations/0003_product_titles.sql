-- Stored display titles (issue #9 B.11, docs/decisions/0033-name-order.md): product_titles holds
-- the title a product shows on a page in each locale, its own translation or else the English one
-- (SPEC §9, the rule of `translated` in workers/lib/translated.ts), so a list sorted by name walks
-- the (locale, sort_key, product_id) index. The triggers below rewrite a product's rows after
-- every write to its translations, so the rows are right by construction whoever writes (seed,
-- admin API, a hand-run SQL fix). Joining `products` leaves no row behind for a product being
-- deleted, whose translations go by cascade. The locales are the two of SPEC §9: a third one
-- needs a migration that rewrites these triggers.
CREATE TRIGGER `product_translations_titles_insert` AFTER INSERT ON `product_translations` BEGIN
  DELETE FROM `product_titles` WHERE `product_id` = new.`product_id`;
  INSERT INTO `product_titles` (`product_id`, `locale`, `title`)
    SELECT `products`.`id`, `page`.`locale`, `shown`.`title`
    FROM `products`
    CROSS JOIN (SELECT 'ar' AS `locale` UNION ALL SELECT 'en') AS `page`
    JOIN `product_translations` AS `shown` ON `shown`.`product_id` = `products`.`id` AND `shown`.`locale` = coalesce(
      (SELECT `own`.`locale` FROM `product_translations` AS `own`
        WHERE `own`.`product_id` = `products`.`id` AND `own`.`locale` = `page`.`locale`),
      'en')
    WHERE `products`.`id` = new.`product_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `product_translations_titles_update` AFTER UPDATE OF `product_id`, `locale`, `title` ON `product_translations` BEGIN
  DELETE FROM `product_titles` WHERE `product_id` = old.`product_id`;
  INSERT INTO `product_titles` (`product_id`, `locale`, `title`)
    SELECT `products`.`id`, `page`.`locale`, `shown`.`title`
    FROM `products`
    CROSS JOIN (SELECT 'ar' AS `locale` UNION ALL SELECT 'en') AS `page`
    JOIN `product_translations` AS `shown` ON `shown`.`product_id` = `products`.`id` AND `shown`.`locale` = coalesce(
      (SELECT `own`.`locale` FROM `product_translations` AS `own`
        WHERE `own`.`product_id` = `products`.`id` AND `own`.`locale` = `page`.`locale`),
      'en')
    WHERE `products`.`id` = old.`product_id`;
  DELETE FROM `product_titles` WHERE `product_id` = new.`product_id`;
  INSERT INTO `product_titles` (`product_id`, `locale`, `title`)
    SELECT `products`.`id`, `page`.`locale`, `shown`.`title`
    FROM `products`
    CROSS JOIN (SELECT 'ar' AS `locale` UNION ALL SELECT 'en') AS `page`
    JOIN `product_translations` AS `shown` ON `shown`.`product_id` = `products`.`id` AND `shown`.`locale` = coalesce(
      (SELECT `own`.`locale` FROM `product_translations` AS `own`
        WHERE `own`.`product_id` = `products`.`id` AND `own`.`locale` = `page`.`locale`),
      'en')
    WHERE `products`.`id` = new.`product_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `product_translations_titles_delete` AFTER DELETE ON `product_translations` BEGIN
  DELETE FROM `product_titles` WHERE `product_id` = old.`product_id`;
  INSERT INTO `product_titles` (`product_id`, `locale`, `title`)
    SELECT `products`.`id`, `page`.`locale`, `shown`.`title`
    FROM `products`
    CROSS JOIN (SELECT 'ar' AS `locale` UNION ALL SELECT 'en') AS `page`
    JOIN `product_translations` AS `shown` ON `shown`.`product_id` = `products`.`id` AND `shown`.`locale` = coalesce(
      (SELECT `own`.`locale` FROM `product_translations` AS `own`
        WHERE `own`.`product_id` = `products`.`id` AND `own`.`locale` = `page`.`locale`),
      'en')
    WHERE `products`.`id` = old.`product_id`;
END;
--> statement-breakpoint
-- Existing products.
INSERT INTO `product_titles` (`product_id`, `locale`, `title`)
  SELECT `products`.`id`, `page`.`locale`, `shown`.`title`
  FROM `products`
  CROSS JOIN (SELECT 'ar' AS `locale` UNION ALL SELECT 'en') AS `page`
  JOIN `product_translations` AS `shown` ON `shown`.`product_id` = `products`.`id` AND `shown`.`locale` = coalesce(
    (SELECT `own`.`locale` FROM `product_translations` AS `own`
      WHERE `own`.`product_id` = `products`.`id` AND `own`.`locale` = `page`.`locale`),
    'en');

-- Company profile texts per locale (issue #9 C.12, docs/decisions/0034-company-profile-texts.md):
-- the stored name, project name, address and bank names move to company_profile_translations
-- before the next migration drops them from company_profile. They were written in the profile's
-- one language, which SQL cannot tell, so both locales get them: every page shows what it showed
-- before, and the admin replaces the language they are not in.
INSERT INTO `company_profile_translations`
    (`company_profile_id`, `locale`, `name`, `project_name`, `address`, `bank_name`, `bank_account_name`)
  SELECT `id`, `page`.`locale`, `name`, `project_name`, `address`, `bank_name`, `bank_account_name`
  FROM `company_profile`
  CROSS JOIN (SELECT 'ar' AS `locale` UNION ALL SELECT 'en') AS `page`;

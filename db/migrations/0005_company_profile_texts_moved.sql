ALTER TABLE `company_profile` DROP COLUMN `name`;--> statement-breakpoint
ALTER TABLE `company_profile` DROP COLUMN `project_name`;--> statement-breakpoint
ALTER TABLE `company_profile` DROP COLUMN `address`;--> statement-breakpoint
ALTER TABLE `company_profile` DROP COLUMN `bank_name`;--> statement-breakpoint
ALTER TABLE `company_profile` DROP COLUMN `bank_account_name`;
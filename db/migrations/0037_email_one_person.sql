-- Decision 0103: an email signs in one person. `customers.email` and `company_people.email` are
-- each unique; these triggers keep an address from being both a company's own account and a
-- colleague's, whichever is written second (a registration racing an invitation, a profile's email
-- changed to a colleague's). Each aborts with SQLite's own unique-violation wording, so every writer
-- answers as it answers a taken email already.
CREATE TRIGGER `customers_email_one_person_insert` BEFORE INSERT ON `customers`
WHEN EXISTS (SELECT 1 FROM `company_people` WHERE `email` = new.`email`) BEGIN
  SELECT RAISE(ABORT, 'UNIQUE constraint failed: customers.email');
END;--> statement-breakpoint
CREATE TRIGGER `customers_email_one_person_update` BEFORE UPDATE OF `email` ON `customers`
WHEN new.`email` IS NOT old.`email` AND EXISTS (SELECT 1 FROM `company_people` WHERE `email` = new.`email`) BEGIN
  SELECT RAISE(ABORT, 'UNIQUE constraint failed: customers.email');
END;--> statement-breakpoint
CREATE TRIGGER `company_people_email_one_person_insert` BEFORE INSERT ON `company_people`
WHEN EXISTS (SELECT 1 FROM `customers` WHERE `email` = new.`email`) BEGIN
  SELECT RAISE(ABORT, 'UNIQUE constraint failed: company_people.email');
END;--> statement-breakpoint
CREATE TRIGGER `company_people_email_one_person_update` BEFORE UPDATE OF `email` ON `company_people`
WHEN new.`email` IS NOT old.`email` AND EXISTS (SELECT 1 FROM `customers` WHERE `email` = new.`email`) BEGIN
  SELECT RAISE(ABORT, 'UNIQUE constraint failed: company_people.email');
END;

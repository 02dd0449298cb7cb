ALTER TABLE `custom_domains` ADD `verified_at` integer;--> statement-breakpoint
UPDATE `custom_domains` SET `verified_at` = coalesce(`checked_at`, `created_at`) WHERE `status` = 'active';--> statement-breakpoint
CREATE INDEX `custom_domains_unverified` ON `custom_domains` (`verified_at`, `created_at`);

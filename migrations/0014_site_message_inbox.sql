ALTER TABLE `site_messages` ADD `spam_score` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `site_messages` ADD `spam` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `site_messages` ADD `read_at` integer;--> statement-breakpoint
ALTER TABLE `site_messages` ADD `archived_at` integer;
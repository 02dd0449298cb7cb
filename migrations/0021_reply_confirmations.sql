ALTER TABLE `site_messages` ADD `email_confirmed_at` integer;--> statement-breakpoint
ALTER TABLE `site_messages` ADD `confirmation_hash` text;--> statement-breakpoint
ALTER TABLE `site_messages` ADD `confirmation_sent_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `site_messages_confirmation` ON `site_messages` (`confirmation_hash`);--> statement-breakpoint
ALTER TABLE `site_message_replies` ADD `sent_at` integer;--> statement-breakpoint
UPDATE `site_message_replies` SET `sent_at` = `created_at`;--> statement-breakpoint
CREATE INDEX `site_message_replies_created` ON `site_message_replies` (`created_at`);

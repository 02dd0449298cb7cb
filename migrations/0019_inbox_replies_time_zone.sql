ALTER TABLE `users` ADD `time_zone` text;--> statement-breakpoint
ALTER TABLE `site_messages` ADD `deleted_at` integer;--> statement-breakpoint
CREATE INDEX `site_messages_deleted` ON `site_messages` (`deleted_at`);--> statement-breakpoint
CREATE TABLE `site_message_replies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`message_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`message_id`) REFERENCES `site_messages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE INDEX `site_message_replies_message` ON `site_message_replies` (`message_id`);--> statement-breakpoint
CREATE INDEX `site_message_replies_user_created` ON `site_message_replies` (`user_id`,`created_at`);

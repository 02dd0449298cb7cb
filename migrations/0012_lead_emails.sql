ALTER TABLE `mail_outbox` ADD `reply_to` text;--> statement-breakpoint
ALTER TABLE `projects` ADD `email_leads` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `projects` ADD `leads_emailed_at` integer;--> statement-breakpoint
ALTER TABLE `site_messages` ADD `email_state` text DEFAULT 'none' NOT NULL;--> statement-breakpoint
CREATE INDEX `site_messages_email_state` ON `site_messages` (`email_state`);
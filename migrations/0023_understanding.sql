-- What May understood of the chat and the owner's review of it (docs/decisions/0510-the-owner-confirms-what-may-understood.md).
ALTER TABLE `conversations` ADD `understanding` text;
--> statement-breakpoint
ALTER TABLE `projects` ADD `understood` text;

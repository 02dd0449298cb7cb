CREATE TABLE `ai_usage` (
	`user_id` integer NOT NULL,
	`day` text NOT NULL,
	`uses` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`user_id`, `day`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);

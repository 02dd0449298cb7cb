-- The owner's messages after the site is made and May's answers to them, with the conversation (docs/decisions/0610-the-chat-keeps-listening-after-the-site-is-made.md).
ALTER TABLE `conversations` ADD `follow_ups` text;

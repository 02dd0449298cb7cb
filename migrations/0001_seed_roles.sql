-- docs/product.md: two roles; `authenticated` is every new user's default.
INSERT INTO `roles` (`type`, `name`, `description`) VALUES
  ('authenticated', 'Authenticated', 'Default role given to every signed-up user.'),
  ('admin', 'Admin', 'Can read and change any user and any project.');

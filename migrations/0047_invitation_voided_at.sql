-- A replaced or withdrawn invitation is now kept, void, rather than deleted: each row is one mail
-- sent, and the hourly allowance (per workspace and address) counts them. The daily clean-up
-- removes void rows a day later.
ALTER TABLE `workspace_invitations` ADD `voided_at` integer;
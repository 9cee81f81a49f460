-- Ask Vidwise's conversations moved to each workspace's own store (store migration 2, decision 012): their D1
-- tables go. No deployment held creators' conversations when they moved (the product had no
-- creators yet); one that did would copy the rows into the stores before applying this.
DROP TABLE `conversation_messages`;--> statement-breakpoint
DROP TABLE `conversations`;
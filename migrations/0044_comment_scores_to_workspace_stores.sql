-- Comments and their scores live in each workspace's own store (store migration 7, decision 012).
-- A workspace's comments left here move to its store at its next daily refresh
-- (moveControlComments); their scores are the engine's reading of each text alone and the next
-- Analyze scores the moved comments again, so they go now. The sample template's and the demo
-- bases' comments and scores stay: they are control data.
DELETE FROM `comment_scores` WHERE `workspace_id` IN (SELECT `id` FROM `workspaces` WHERE `kind` <> 'sample');

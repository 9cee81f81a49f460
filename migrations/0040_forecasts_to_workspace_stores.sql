-- The Video Forecaster's kept forecasts moved to each workspace's own store (store migration 4,
-- decision 012): their D1 table goes. No deployment held creators' rows when they moved.
DROP TABLE `forecasts`;

-- The map's GiST indexes built the buffering way (docs/decisions/0036-map-clusters.md): the
-- default sorted build of points packs pages along a curve whose boxes overlap, so a city box at
-- 1,000,000 adverts read 8,600 index pages; built by insertion with buffers it reads 1,500. The
-- setting stays with the index, so every later REINDEX builds it the same way.
ALTER INDEX "adverts_public_map_idx" SET (buffering = on);
--> statement-breakpoint
REINDEX INDEX "adverts_public_map_idx";
--> statement-breakpoint
ALTER INDEX "adverts_point_idx" SET (buffering = on);
--> statement-breakpoint
REINDEX INDEX "adverts_point_idx";

-- The first of its workspace's event numbers a member may read (docs/product.md#live-boards): a reader never
-- receives what was stored before they gained access. The members there before this migration read from the
-- workspace's next event on; a stream of theirs resuming from an older one gets `resync` and refetches.
ALTER TABLE "workspace_members" ADD COLUMN "joined_seq" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
UPDATE "workspace_members" m SET "joined_seq" = coalesce((SELECT s."seq" FROM "event_sequences" s WHERE s."workspace_id" = m."workspace_id"), 0) + 1;

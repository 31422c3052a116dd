-- A switch routes a caller-id number to one owner, so only one caller id per number may be
-- enabled. Where several already are, the oldest stays enabled and the others are disabled
-- (kept, so an operator can see and settle them).
UPDATE "callerids" SET "enabled" = false
WHERE "enabled" AND "id" NOT IN (SELECT min("id") FROM "callerids" WHERE "enabled" GROUP BY "callerid_number");
--> statement-breakpoint
CREATE UNIQUE INDEX "callerids_enabled_number_idx" ON "callerids" USING btree ("callerid_number") WHERE "callerids"."enabled";

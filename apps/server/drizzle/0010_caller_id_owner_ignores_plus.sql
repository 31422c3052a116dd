-- 2348… and +2348… are one number to a switch, so the rule of one enabled caller id per number
-- now ignores the leading +. Where two such forms are both enabled, the oldest stays enabled and
-- the others are disabled (kept, so an operator can see and settle them), as 0005 did.
UPDATE "callerids" SET "enabled" = false
WHERE "enabled" AND "id" NOT IN (SELECT min("id") FROM "callerids" WHERE "enabled" GROUP BY ltrim("callerid_number", '+'));
--> statement-breakpoint
DROP INDEX "callerids_enabled_number_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "callerids_enabled_number_idx" ON "callerids" USING btree (ltrim("callerid_number", '+')) WHERE "callerids"."enabled";

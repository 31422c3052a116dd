-- A call is its A-leg's uuid, whatever start time a CDR carries: the unique key of the partitioned
-- call_records must hold the start (its partition key), so this table, not partitioned, keys each
-- call once across every month. Ingestion writes a call's key in the statement that writes its
-- record and charge.
CREATE TABLE "call_record_keys" (
	"call_key" varchar(64) PRIMARY KEY NOT NULL,
	"call_record_id" bigint NOT NULL,
	"callstart" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- A start out of range is kept here; the record itself is filed under the moment it arrived.
ALTER TABLE "call_records" ADD COLUMN "reported_callstart" timestamp with time zone;--> statement-breakpoint
-- Every call already recorded. Where earlier versions recorded one uuid twice (a start shifted on a
-- later post), the first record is the call's; the others stay as they are.
INSERT INTO "call_record_keys" ("call_key", "call_record_id", "callstart")
SELECT DISTINCT ON (lower("call_uuid")) lower("call_uuid"), "id", "callstart"
FROM "call_records"
ORDER BY lower("call_uuid"), "id";--> statement-breakpoint
-- B-legs waiting for their A-leg are found by the same lower-cased key.
UPDATE "call_legs_pending" p SET "call_uuid" = lower(p."call_uuid")
WHERE p."call_uuid" <> lower(p."call_uuid")
  AND NOT EXISTS (SELECT 1 FROM "call_legs_pending" o WHERE o."call_uuid" = lower(p."call_uuid"));

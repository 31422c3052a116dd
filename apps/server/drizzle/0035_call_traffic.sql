CREATE TABLE "call_traffic_days" (
	"day" date NOT NULL,
	"dimension" varchar(10) NOT NULL,
	"key" varchar(32) NOT NULL,
	"calls" bigint DEFAULT 0 NOT NULL,
	"answered" bigint DEFAULT 0 NOT NULL,
	"billseconds" bigint DEFAULT 0 NOT NULL,
	"revenue" numeric(18, 5) DEFAULT '0' NOT NULL,
	"provider_cost" numeric(18, 5) DEFAULT '0' NOT NULL,
	CONSTRAINT "call_traffic_days_pkey" PRIMARY KEY("dimension","day","key"),
	CONSTRAINT "call_traffic_days_dimension" CHECK ("call_traffic_days"."dimension" in ('all', 'customer', 'trunk', 'provider', 'prefix'))
);
--> statement-breakpoint
CREATE TABLE "call_traffic_hours" (
	"hour" timestamp with time zone NOT NULL,
	"dimension" varchar(10) NOT NULL,
	"key" varchar(32) NOT NULL,
	"calls" bigint DEFAULT 0 NOT NULL,
	"answered" bigint DEFAULT 0 NOT NULL,
	"billseconds" bigint DEFAULT 0 NOT NULL,
	"revenue" numeric(18, 5) DEFAULT '0' NOT NULL,
	"provider_cost" numeric(18, 5) DEFAULT '0' NOT NULL,
	CONSTRAINT "call_traffic_hours_pkey" PRIMARY KEY("dimension","hour","key"),
	CONSTRAINT "call_traffic_hours_dimension" CHECK ("call_traffic_hours"."dimension" in ('all', 'customer', 'trunk', 'provider', 'prefix'))
);
--> statement-breakpoint
CREATE INDEX "call_records_unrated_reason_idx" ON "call_records" USING btree ("unrated_reason") WHERE not "call_records"."rated";--> statement-breakpoint
-- One call's share of the traffic figures, +1 when it is written and -1 for what an update or delete takes away.
CREATE TYPE "rl_call_traffic_delta" AS ("sign" integer, "callstart" timestamptz, "user_id" integer, "trunk_id" integer, "provider_account_id" integer,
  "rate_prefix" varchar, "billseconds" integer, "cost" numeric, "provider_cost" numeric);
--> statement-breakpoint
-- Folds changed calls into call_traffic_hours and call_traffic_days under each dimension (schema/call-traffic.ts), in a fixed
-- order so two writers never lock the same rows the other way round.
CREATE FUNCTION "rl_fold_call_traffic"("deltas" "rl_call_traffic_delta"[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "call_traffic_hours" AS "t" ("dimension", "hour", "key", "calls", "answered", "billseconds", "revenue", "provider_cost")
  SELECT "d"."dimension", date_trunc('hour', "c"."callstart"), "d"."key", sum("c"."sign"), sum("c"."sign" * ("c"."billseconds" > 0)::int),
         sum("c"."sign" * "c"."billseconds"), sum("c"."sign" * "c"."cost"), sum("c"."sign" * coalesce("c"."provider_cost", 0))
  FROM unnest("deltas") AS "c"
  CROSS JOIN LATERAL (VALUES ('all', ''), ('customer', "c"."user_id"::text), ('trunk', "c"."trunk_id"::text),
    ('provider', "c"."provider_account_id"::text), ('prefix', "c"."rate_prefix")) AS "d" ("dimension", "key")
  WHERE "d"."key" IS NOT NULL
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("dimension", "hour", "key") DO UPDATE SET "calls" = "t"."calls" + excluded."calls", "answered" = "t"."answered" + excluded."answered",
    "billseconds" = "t"."billseconds" + excluded."billseconds", "revenue" = "t"."revenue" + excluded."revenue",
    "provider_cost" = "t"."provider_cost" + excluded."provider_cost";
  INSERT INTO "call_traffic_days" AS "t" ("dimension", "day", "key", "calls", "answered", "billseconds", "revenue", "provider_cost")
  SELECT "d"."dimension", ("c"."callstart" AT TIME ZONE 'UTC')::date, "d"."key", sum("c"."sign"), sum("c"."sign" * ("c"."billseconds" > 0)::int),
         sum("c"."sign" * "c"."billseconds"), sum("c"."sign" * "c"."cost"), sum("c"."sign" * coalesce("c"."provider_cost", 0))
  FROM unnest("deltas") AS "c"
  CROSS JOIN LATERAL (VALUES ('all', ''), ('customer', "c"."user_id"::text), ('trunk', "c"."trunk_id"::text),
    ('provider', "c"."provider_account_id"::text), ('prefix', "c"."rate_prefix")) AS "d" ("dimension", "key")
  WHERE "d"."key" IS NOT NULL
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("dimension", "day", "key") DO UPDATE SET "calls" = "t"."calls" + excluded."calls", "answered" = "t"."answered" + excluded."answered",
    "billseconds" = "t"."billseconds" + excluded."billseconds", "revenue" = "t"."revenue" + excluded."revenue",
    "provider_cost" = "t"."provider_cost" + excluded."provider_cost";
$$;
--> statement-breakpoint
CREATE FUNCTION "rl_call_traffic_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "rl_fold_call_traffic"(ARRAY(SELECT ROW(1, "callstart", "user_id", "trunk_id", "provider_account_id", "rate_prefix", "billseconds", "cost", "provider_cost")::"rl_call_traffic_delta" FROM "new_rows"));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "rl_fold_call_traffic"(ARRAY(
      SELECT ROW(-1, "callstart", "user_id", "trunk_id", "provider_account_id", "rate_prefix", "billseconds", "cost", "provider_cost")::"rl_call_traffic_delta" FROM "old_rows"
      UNION ALL
      SELECT ROW(1, "callstart", "user_id", "trunk_id", "provider_account_id", "rate_prefix", "billseconds", "cost", "provider_cost")::"rl_call_traffic_delta" FROM "new_rows"));
  ELSE
    PERFORM "rl_fold_call_traffic"(ARRAY(SELECT ROW(-1, "callstart", "user_id", "trunk_id", "provider_account_id", "rate_prefix", "billseconds", "cost", "provider_cost")::"rl_call_traffic_delta" FROM "old_rows"));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "call_records_traffic_inserted" AFTER INSERT ON "call_records" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rl_call_traffic_changed"();
--> statement-breakpoint
CREATE TRIGGER "call_records_traffic_updated" AFTER UPDATE ON "call_records" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rl_call_traffic_changed"();
--> statement-breakpoint
CREATE TRIGGER "call_records_traffic_deleted" AFTER DELETE ON "call_records" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rl_call_traffic_changed"();
--> statement-breakpoint
-- The calls already recorded, read once per table rather than handed over as one array.
INSERT INTO "call_traffic_hours" ("dimension", "hour", "key", "calls", "answered", "billseconds", "revenue", "provider_cost")
SELECT "d"."dimension", date_trunc('hour', "c"."callstart"), "d"."key", count(*), count(*) FILTER (WHERE "c"."billseconds" > 0),
       sum("c"."billseconds"), sum("c"."cost"), sum(coalesce("c"."provider_cost", 0))
FROM "call_records" AS "c"
CROSS JOIN LATERAL (VALUES ('all', ''), ('customer', "c"."user_id"::text), ('trunk', "c"."trunk_id"::text),
  ('provider', "c"."provider_account_id"::text), ('prefix', "c"."rate_prefix")) AS "d" ("dimension", "key")
WHERE "d"."key" IS NOT NULL
GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "call_traffic_days" ("dimension", "day", "key", "calls", "answered", "billseconds", "revenue", "provider_cost")
SELECT "dimension", ("hour" AT TIME ZONE 'UTC')::date, "key", sum("calls"), sum("answered"), sum("billseconds"), sum("revenue"), sum("provider_cost")
FROM "call_traffic_hours"
GROUP BY 1, 2, 3;

-- ASR, ACD and margin in the call-record summaries: each rollup row also counts its answered calls
-- (billed seconds above 0 on that side) and, on the customer side, what the carrier charged for
-- those calls (provider_cost; 0 on the carrier side, whose own charge is `cost`).
ALTER TABLE "call_record_days" ADD COLUMN "answered" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "call_record_days" ADD COLUMN "provider_cost" numeric(18, 5) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "call_record_day_totals" ADD COLUMN "answered" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "call_record_day_totals" ADD COLUMN "provider_cost" numeric(18, 5) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "call_record_prefix_days" ADD COLUMN "answered" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "call_record_prefix_days" ADD COLUMN "provider_cost" numeric(18, 5) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- call_record_day_totals keeps following call_record_days (0016, 0020), the two new sums with the rest.
CREATE OR REPLACE FUNCTION "rl_call_record_day_totals_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "call_record_day_totals" AS totals ("day", "user_type", "direction", "call_type", "calls", "answered", "billseconds", "cost", "provider_cost")
    SELECT "day", "user_type", "direction", "call_type", sum("calls"), sum("answered"), sum("billseconds"), sum("cost"), sum("provider_cost")
    FROM new_days WHERE "user_type" = 'user' OR "account_id" <> 0 GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("day", "user_type", "direction", "call_type") DO UPDATE SET
      "calls" = totals."calls" + excluded."calls",
      "answered" = totals."answered" + excluded."answered",
      "billseconds" = totals."billseconds" + excluded."billseconds",
      "cost" = totals."cost" + excluded."cost",
      "provider_cost" = totals."provider_cost" + excluded."provider_cost";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "call_record_day_totals" AS totals ("day", "user_type", "direction", "call_type", "calls", "answered", "billseconds", "cost", "provider_cost")
    SELECT "day", "user_type", "direction", "call_type", sum("calls"), sum("answered"), sum("billseconds"), sum("cost"), sum("provider_cost")
    FROM (
      SELECT "day", "user_type", "direction", "call_type", "calls", "answered", "billseconds", "cost", "provider_cost"
      FROM new_days WHERE "user_type" = 'user' OR "account_id" <> 0
      UNION ALL
      SELECT "day", "user_type", "direction", "call_type", -"calls", -"answered", -"billseconds", -"cost", -"provider_cost"
      FROM old_days WHERE "user_type" = 'user' OR "account_id" <> 0
    ) AS changes GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("day", "user_type", "direction", "call_type") DO UPDATE SET
      "calls" = totals."calls" + excluded."calls",
      "answered" = totals."answered" + excluded."answered",
      "billseconds" = totals."billseconds" + excluded."billseconds",
      "cost" = totals."cost" + excluded."cost",
      "provider_cost" = totals."provider_cost" + excluded."provider_cost";
  ELSE
    INSERT INTO "call_record_day_totals" AS totals ("day", "user_type", "direction", "call_type", "calls", "answered", "billseconds", "cost", "provider_cost")
    SELECT "day", "user_type", "direction", "call_type", -sum("calls"), -sum("answered"), -sum("billseconds"), -sum("cost"), -sum("provider_cost")
    FROM old_days WHERE "user_type" = 'user' OR "account_id" <> 0 GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("day", "user_type", "direction", "call_type") DO UPDATE SET
      "calls" = totals."calls" + excluded."calls",
      "answered" = totals."answered" + excluded."answered",
      "billseconds" = totals."billseconds" + excluded."billseconds",
      "cost" = totals."cost" + excluded."cost",
      "provider_cost" = totals."provider_cost" + excluded."provider_cost";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The calls already recorded, each side under the keys ingestion counted it under (a carrier leg of
-- no known provider under account 0); the trigger above carries the change into the day totals.
UPDATE "call_record_days" AS days SET "answered" = sums."answered", "provider_cost" = sums."provider_cost"
FROM (
  SELECT (r."callstart" AT TIME ZONE 'UTC')::date AS "day", side."user_type", side."account_id", side."call_account_id", side."user_id",
    coalesce(r."extension_id", 0) AS "extension_id", r."direction", r."call_type",
    count(*) FILTER (WHERE side."billseconds" > 0) AS "answered", coalesce(sum(side."provider_cost"), 0) AS "provider_cost"
  FROM "call_records" r
  CROSS JOIN LATERAL (
    VALUES ('user', coalesce(r."account_id", 0), coalesce(r."call_billing_account_id", 0), coalesce(r."user_id", 0), r."billseconds",
            coalesce(r."provider_cost", 0)),
           ('provider', coalesce(r."provider_account_id", 0), coalesce(r."provider_call_account_id", 0), coalesce(r."provider_user_id", 0),
            coalesce(r."provider_billseconds", r."billseconds"), 0)
  ) AS side("user_type", "account_id", "call_account_id", "user_id", "billseconds", "provider_cost")
  WHERE side."user_type" = 'user' OR r."provider_leg_uuid" IS NOT NULL OR r."provider_account_id" IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
) AS sums
WHERE days."day" = sums."day" AND days."user_type" = sums."user_type" AND days."account_id" = sums."account_id"
  AND days."call_account_id" = sums."call_account_id" AND days."user_id" = sums."user_id" AND days."extension_id" = sums."extension_id"
  AND days."direction" = sums."direction" AND days."call_type" = sums."call_type";--> statement-breakpoint
UPDATE "call_record_prefix_days" AS prefixes SET "answered" = sums."answered", "provider_cost" = sums."provider_cost"
FROM (
  SELECT side."user_type", left(r."destination_number", n) AS "prefix", (r."callstart" AT TIME ZONE 'UTC')::date AS "day", r."direction", r."call_type",
    count(*) FILTER (WHERE side."billseconds" > 0) AS "answered", coalesce(sum(side."provider_cost"), 0) AS "provider_cost"
  FROM "call_records" r
  CROSS JOIN LATERAL (
    VALUES ('user', r."billseconds", coalesce(r."provider_cost", 0)),
           ('provider', coalesce(r."provider_billseconds", r."billseconds"), 0)
  ) AS side("user_type", "billseconds", "provider_cost")
  CROSS JOIN generate_series(1, least(6, char_length(r."destination_number"))) AS n
  WHERE side."user_type" = 'user' OR r."provider_account_id" IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5
) AS sums
WHERE prefixes."user_type" = sums."user_type" AND prefixes."prefix" = sums."prefix" AND prefixes."day" = sums."day"
  AND prefixes."direction" = sums."direction" AND prefixes."call_type" = sums."call_type";

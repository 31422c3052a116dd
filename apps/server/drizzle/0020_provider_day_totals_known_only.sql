-- A carrier leg whose provider is unknown (a gateway no trunk uses) is rolled up under provider
-- account 0; it is in no provider's list, so it is left out of the provider side's totals too.
CREATE OR REPLACE FUNCTION "rl_call_record_day_totals_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "call_record_day_totals" AS totals ("day", "user_type", "direction", "call_type", "calls", "billseconds", "cost")
    SELECT "day", "user_type", "direction", "call_type", sum("calls"), sum("billseconds"), sum("cost")
    FROM new_days WHERE "user_type" = 'user' OR "account_id" <> 0 GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("day", "user_type", "direction", "call_type") DO UPDATE SET
      "calls" = totals."calls" + excluded."calls",
      "billseconds" = totals."billseconds" + excluded."billseconds",
      "cost" = totals."cost" + excluded."cost";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "call_record_day_totals" AS totals ("day", "user_type", "direction", "call_type", "calls", "billseconds", "cost")
    SELECT "day", "user_type", "direction", "call_type", sum("calls"), sum("billseconds"), sum("cost")
    FROM (
      SELECT "day", "user_type", "direction", "call_type", "calls", "billseconds", "cost" FROM new_days WHERE "user_type" = 'user' OR "account_id" <> 0
      UNION ALL
      SELECT "day", "user_type", "direction", "call_type", -"calls", -"billseconds", -"cost" FROM old_days WHERE "user_type" = 'user' OR "account_id" <> 0
    ) AS changes GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("day", "user_type", "direction", "call_type") DO UPDATE SET
      "calls" = totals."calls" + excluded."calls",
      "billseconds" = totals."billseconds" + excluded."billseconds",
      "cost" = totals."cost" + excluded."cost";
  ELSE
    INSERT INTO "call_record_day_totals" AS totals ("day", "user_type", "direction", "call_type", "calls", "billseconds", "cost")
    SELECT "day", "user_type", "direction", "call_type", -sum("calls"), -sum("billseconds"), -sum("cost")
    FROM old_days WHERE "user_type" = 'user' OR "account_id" <> 0 GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("day", "user_type", "direction", "call_type") DO UPDATE SET
      "calls" = totals."calls" + excluded."calls",
      "billseconds" = totals."billseconds" + excluded."billseconds",
      "cost" = totals."cost" + excluded."cost";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DELETE FROM "call_record_day_totals";--> statement-breakpoint
INSERT INTO "call_record_day_totals" ("day", "user_type", "direction", "call_type", "calls", "billseconds", "cost")
SELECT "day", "user_type", "direction", "call_type", sum("calls"), sum("billseconds"), sum("cost") FROM "call_record_days"
WHERE "user_type" = 'user' OR "account_id" <> 0 GROUP BY 1, 2, 3, 4;

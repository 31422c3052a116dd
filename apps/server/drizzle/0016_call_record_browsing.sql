CREATE TABLE "call_record_day_totals" (
	"day" date NOT NULL,
	"user_type" varchar(10) NOT NULL,
	"direction" varchar(10) NOT NULL,
	"call_type" varchar(10) NOT NULL,
	"calls" bigint DEFAULT 0 NOT NULL,
	"billseconds" bigint DEFAULT 0 NOT NULL,
	"cost" numeric(18, 5) DEFAULT '0' NOT NULL,
	CONSTRAINT "call_record_day_totals_pkey" PRIMARY KEY("day","user_type","direction","call_type")
);
--> statement-breakpoint
CREATE INDEX "call_record_days_extension_idx" ON "call_record_days" USING btree ("extension_id","day");--> statement-breakpoint
CREATE INDEX "call_records_cost_idx" ON "call_records" USING btree ("cost");--> statement-breakpoint
CREATE INDEX "call_records_provider_cost_idx" ON "call_records" USING btree ("provider_cost") WHERE "call_records"."provider_account_id" is not null;--> statement-breakpoint
CREATE INDEX "call_records_caller_sort_idx" ON "call_records" USING btree ("caller_id_number" collate "C");--> statement-breakpoint
CREATE INDEX "call_records_destination_sort_idx" ON "call_records" USING btree ("destination_number" collate "C");--> statement-breakpoint
CREATE INDEX "call_records_call_type_idx" ON "call_records" USING btree ("call_type","callstart" DESC NULLS LAST);--> statement-breakpoint
-- call_record_day_totals follows call_record_days: each statement's changes, added up per day,
-- side, direction and call type, are applied as one upsert in key order (so two writers take the
-- row locks in one order and never deadlock).
CREATE FUNCTION "rl_call_record_day_totals_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "call_record_day_totals" AS totals ("day", "user_type", "direction", "call_type", "calls", "billseconds", "cost")
    SELECT "day", "user_type", "direction", "call_type", sum("calls"), sum("billseconds"), sum("cost")
    FROM new_days GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("day", "user_type", "direction", "call_type") DO UPDATE SET
      "calls" = totals."calls" + excluded."calls",
      "billseconds" = totals."billseconds" + excluded."billseconds",
      "cost" = totals."cost" + excluded."cost";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "call_record_day_totals" AS totals ("day", "user_type", "direction", "call_type", "calls", "billseconds", "cost")
    SELECT "day", "user_type", "direction", "call_type", sum("calls"), sum("billseconds"), sum("cost")
    FROM (
      SELECT "day", "user_type", "direction", "call_type", "calls", "billseconds", "cost" FROM new_days
      UNION ALL
      SELECT "day", "user_type", "direction", "call_type", -"calls", -"billseconds", -"cost" FROM old_days
    ) AS changes GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("day", "user_type", "direction", "call_type") DO UPDATE SET
      "calls" = totals."calls" + excluded."calls",
      "billseconds" = totals."billseconds" + excluded."billseconds",
      "cost" = totals."cost" + excluded."cost";
  ELSE
    INSERT INTO "call_record_day_totals" AS totals ("day", "user_type", "direction", "call_type", "calls", "billseconds", "cost")
    SELECT "day", "user_type", "direction", "call_type", -sum("calls"), -sum("billseconds"), -sum("cost")
    FROM old_days GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("day", "user_type", "direction", "call_type") DO UPDATE SET
      "calls" = totals."calls" + excluded."calls",
      "billseconds" = totals."billseconds" + excluded."billseconds",
      "cost" = totals."cost" + excluded."cost";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "call_record_days_insert_totals" AFTER INSERT ON "call_record_days" REFERENCING NEW TABLE AS new_days
  FOR EACH STATEMENT EXECUTE FUNCTION "rl_call_record_day_totals_follow"();--> statement-breakpoint
CREATE TRIGGER "call_record_days_update_totals" AFTER UPDATE ON "call_record_days" REFERENCING OLD TABLE AS old_days NEW TABLE AS new_days
  FOR EACH STATEMENT EXECUTE FUNCTION "rl_call_record_day_totals_follow"();--> statement-breakpoint
CREATE TRIGGER "call_record_days_delete_totals" AFTER DELETE ON "call_record_days" REFERENCING OLD TABLE AS old_days
  FOR EACH STATEMENT EXECUTE FUNCTION "rl_call_record_day_totals_follow"();--> statement-breakpoint
INSERT INTO "call_record_day_totals" ("day", "user_type", "direction", "call_type", "calls", "billseconds", "cost")
SELECT "day", "user_type", "direction", "call_type", sum("calls"), sum("billseconds"), sum("cost") FROM "call_record_days" GROUP BY 1, 2, 3, 4;

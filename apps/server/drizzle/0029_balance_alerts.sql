CREATE TABLE "balance_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"call_account_id" integer NOT NULL,
	"level" varchar(8) NOT NULL,
	"balance" numeric(18, 5) NOT NULL,
	"threshold" numeric(18, 5) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"owner_mailed_at" timestamp with time zone,
	"staff_mailed_at" timestamp with time zone,
	"webhook_sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"finished_at" timestamp with time zone,
	CONSTRAINT "balance_alerts_level" CHECK ("balance_alerts"."level" in ('low', 'negative'))
);
--> statement-breakpoint
CREATE TABLE "call_account_balance_levels" (
	"call_account_id" integer PRIMARY KEY NOT NULL,
	"level" varchar(8) NOT NULL,
	CONSTRAINT "call_account_balance_levels_level" CHECK ("call_account_balance_levels"."level" in ('ok', 'low', 'negative'))
);
--> statement-breakpoint
ALTER TABLE "balance_alerts" ADD CONSTRAINT "balance_alerts_call_account_id_call_accounts_id_fk" FOREIGN KEY ("call_account_id") REFERENCES "public"."call_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_account_balance_levels" ADD CONSTRAINT "call_account_balance_levels_call_account_id_call_accounts_id_fk" FOREIGN KEY ("call_account_id") REFERENCES "public"."call_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_alerts_due_idx" ON "balance_alerts" USING btree ("next_attempt_at") WHERE "balance_alerts"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "balance_alerts_call_account_idx" ON "balance_alerts" USING btree ("call_account_id");--> statement-breakpoint
-- The low-balance threshold as the server reads it (settings-cache.ts): the configuration's value
-- when it is a decimal within its bounds, else the default of 5.00.
CREATE FUNCTION "rl_low_balance_threshold"() RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT ("value" #>> '{}')::numeric FROM "configurations"
      WHERE "name" = 'low_balance_threshold' AND ("value" #>> '{}') ~ '^[0-9]{1,7}(\.[0-9]+)?$' AND ("value" #>> '{}')::numeric <= 1000000),
    5.00);
$$;
--> statement-breakpoint
CREATE FUNCTION "rl_balance_level"("balance" numeric, "threshold" numeric) RETURNS varchar LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN "balance" < 0 THEN 'negative' WHEN "balance" < "threshold" THEN 'low' ELSE 'ok' END;
$$;
--> statement-breakpoint
-- Every balance change, however it is made (the ledger, a batch of CDRs, a card payment, a hand
-- edit), in the transaction that makes it: the level deepening on a prepaid account writes one
-- alert to the outbox and wakes the senders once it commits; a level that rises (a credit) is
-- only kept, which re-arms the alerts of the levels below it.
CREATE FUNCTION "rl_balance_alert"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "low_mark" numeric := "rl_low_balance_threshold"();
  "now_level" varchar := "rl_balance_level"(NEW."balance", "low_mark");
  "was_level" varchar;
BEGIN
  SELECT "level" INTO "was_level" FROM "call_account_balance_levels" WHERE "call_account_id" = NEW."id";
  "was_level" := coalesce("was_level", "rl_balance_level"(OLD."balance", "low_mark"));
  IF "now_level" = "was_level" THEN
    RETURN NULL;
  END IF;
  INSERT INTO "call_account_balance_levels" ("call_account_id", "level") VALUES (NEW."id", "now_level")
    ON CONFLICT ("call_account_id") DO UPDATE SET "level" = excluded."level";
  IF NOT NEW."postpaid" AND array_position(ARRAY['ok', 'low', 'negative'], "now_level") > array_position(ARRAY['ok', 'low', 'negative'], "was_level") THEN
    INSERT INTO "balance_alerts" ("call_account_id", "level", "balance", "threshold") VALUES (NEW."id", "now_level", NEW."balance", "low_mark");
    PERFORM pg_notify('rl_balance_alerts', '');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "call_accounts_balance_alert" AFTER UPDATE OF "balance" ON "call_accounts"
  FOR EACH ROW WHEN (NEW."balance" IS DISTINCT FROM OLD."balance") EXECUTE FUNCTION "rl_balance_alert"();
--> statement-breakpoint
-- A new account starts at the level of its opening balance: being created low is no crossing.
CREATE FUNCTION "rl_balance_level_of_new_account"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "call_account_balance_levels" ("call_account_id", "level") VALUES (NEW."id", "rl_balance_level"(NEW."balance", "rl_low_balance_threshold"()));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "call_accounts_balance_level" AFTER INSERT ON "call_accounts"
  FOR EACH ROW EXECUTE FUNCTION "rl_balance_level_of_new_account"();
--> statement-breakpoint
-- Accounts already below the threshold when this arrives raise nothing until they cross again.
INSERT INTO "call_account_balance_levels" ("call_account_id", "level")
SELECT "id", "rl_balance_level"("balance", "rl_low_balance_threshold"()) FROM "call_accounts";

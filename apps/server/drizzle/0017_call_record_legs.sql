ALTER TABLE "call_records" ADD COLUMN "provider_leg_uuid" varchar(64);--> statement-breakpoint
ALTER TABLE "call_records" ADD COLUMN "provider_user_id" integer;--> statement-breakpoint
CREATE INDEX "call_records_provider_unrated_idx" ON "call_records" USING btree ("callstart") WHERE "call_records"."provider_unrated_reason" is not null;--> statement-breakpoint
-- Raw CDRs arrive gzip-compressed: PostgreSQL need not try to compress them again.
ALTER TABLE "call_record_raws" ALTER COLUMN "body" SET STORAGE EXTERNAL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "rl_call_records_partition"("day" date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  month_start timestamptz := date_trunc('month', "day"::timestamp) AT TIME ZONE 'UTC';
  month_end timestamptz := (date_trunc('month', "day"::timestamp) + interval '1 month') AT TIME ZONE 'UTC';
  suffix text := to_char("day", '"_y"YYYY"m"MM');
  parent text;
BEGIN
  -- Two ingesting servers may ask for the same month at once.
  PERFORM pg_advisory_xact_lock(hashtext('rl_call_records_partition'));
  FOREACH parent IN ARRAY ARRAY['call_records', 'call_record_raws'] LOOP
    CONTINUE WHEN to_regclass(format('public.%I', parent || suffix)) IS NOT NULL;
    EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING STORAGE)', parent || suffix, parent);
    EXECUTE format(
      'WITH moved AS (DELETE FROM %I WHERE callstart >= $1 AND callstart < $2 RETURNING *) INSERT INTO %I SELECT * FROM moved',
      parent || '_default', parent || suffix
    ) USING month_start, month_end;
    EXECUTE format('ALTER TABLE %I ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', parent, parent || suffix, month_start, month_end);
  END LOOP;
END $$;

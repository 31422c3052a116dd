CREATE TABLE "call_legs_pending" (
	"call_uuid" varchar(64) PRIMARY KEY NOT NULL,
	"leg_uuid" varchar(64) NOT NULL,
	"leg" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_record_days" (
	"day" date NOT NULL,
	"user_type" varchar(10) NOT NULL,
	"account_id" integer DEFAULT 0 NOT NULL,
	"call_account_id" integer DEFAULT 0 NOT NULL,
	"user_id" integer DEFAULT 0 NOT NULL,
	"extension_id" integer DEFAULT 0 NOT NULL,
	"direction" varchar(10) NOT NULL,
	"call_type" varchar(10) NOT NULL,
	"calls" bigint DEFAULT 0 NOT NULL,
	"billseconds" bigint DEFAULT 0 NOT NULL,
	"cost" numeric(18, 5) DEFAULT '0' NOT NULL,
	CONSTRAINT "call_record_days_key" UNIQUE("day","user_type","account_id","call_account_id","user_id","extension_id","direction","call_type"),
	CONSTRAINT "call_record_days_user_type" CHECK ("call_record_days"."user_type" in ('user', 'provider'))
);
--> statement-breakpoint
CREATE TABLE "call_record_raws" (
	"id" bigserial NOT NULL,
	"call_uuid" varchar(64) NOT NULL,
	"leg_uuid" varchar(64) NOT NULL,
	"leg" varchar(1) NOT NULL,
	"callstart" timestamp with time zone NOT NULL,
	"content_type" varchar(100),
	"body" "bytea" NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_record_raws_pkey" PRIMARY KEY("id","callstart"),
	CONSTRAINT "call_record_raws_leg" CHECK ("call_record_raws"."leg" in ('a', 'b'))
) PARTITION BY RANGE ("callstart");
--> statement-breakpoint
CREATE TABLE "call_records" (
	"id" bigserial NOT NULL,
	"call_uuid" varchar(64) NOT NULL,
	"account_id" integer,
	"call_billing_account_id" integer,
	"user_id" integer,
	"caller_id_number" varchar(64),
	"caller_id_name" varchar(128),
	"destination_number" varchar(64),
	"direction" varchar(10) NOT NULL,
	"call_type" varchar(10) NOT NULL,
	"sip_user" varchar(128),
	"extension_id" integer,
	"did_id" integer,
	"trunk_id" integer,
	"gateway" varchar(128),
	"provider_account_id" integer,
	"provider_call_account_id" integer,
	"callstart" timestamp with time zone NOT NULL,
	"answerstart" timestamp with time zone,
	"callend" timestamp with time zone,
	"duration" integer DEFAULT 0 NOT NULL,
	"billseconds" integer DEFAULT 0 NOT NULL,
	"provider_billseconds" integer,
	"hangup_cause" varchar(64),
	"notes" text,
	"cost" numeric(18, 5) DEFAULT '0' NOT NULL,
	"provider_cost" numeric(18, 5),
	"margin" numeric(18, 5),
	"rated" boolean DEFAULT false NOT NULL,
	"unrated_reason" text,
	"provider_unrated_reason" text,
	"rated_number" varchar(64),
	"charged_seconds" integer DEFAULT 0 NOT NULL,
	"pricelist_id" integer,
	"rate_prefix" varchar(20),
	"rate_cost_per_min" numeric(18, 5),
	"rate_connect_cost" numeric(18, 5),
	"rate_included_seconds" integer,
	"rate_init_inc" integer,
	"rate_inc" integer,
	"rate_markup" integer,
	"provider_rated_number" varchar(64),
	"provider_charged_seconds" integer,
	"provider_pricelist_id" integer,
	"provider_rate_prefix" varchar(20),
	"provider_rate_cost_per_min" numeric(18, 5),
	"provider_rate_connect_cost" numeric(18, 5),
	"provider_rate_included_seconds" integer,
	"provider_rate_init_inc" integer,
	"provider_rate_inc" integer,
	"provider_rate_markup" integer,
	"ledger_line_id" bigint,
	"provider_ledger_line_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_records_pkey" PRIMARY KEY("id","callstart"),
	CONSTRAINT "call_records_direction" CHECK ("call_records"."direction" in ('outbound', 'inbound', 'local')),
	CONSTRAINT "call_records_call_type" CHECK ("call_records"."call_type" in ('STANDARD', 'DID'))
) PARTITION BY RANGE ("callstart");
--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_call_billing_account_id_call_accounts_id_fk" FOREIGN KEY ("call_billing_account_id") REFERENCES "public"."call_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_provider_account_id_accounts_id_fk" FOREIGN KEY ("provider_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_provider_call_account_id_call_accounts_id_fk" FOREIGN KEY ("provider_call_account_id") REFERENCES "public"."call_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_ledger_line_id_call_account_transactions_id_fk" FOREIGN KEY ("ledger_line_id") REFERENCES "public"."call_account_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_provider_ledger_line_id_call_account_transactions_id_fk" FOREIGN KEY ("provider_ledger_line_id") REFERENCES "public"."call_account_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_record_days_account_idx" ON "call_record_days" USING btree ("account_id","day");--> statement-breakpoint
CREATE INDEX "call_record_days_call_account_idx" ON "call_record_days" USING btree ("call_account_id","day");--> statement-breakpoint
CREATE INDEX "call_record_days_user_idx" ON "call_record_days" USING btree ("user_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "call_record_raws_leg_idx" ON "call_record_raws" USING btree ("leg_uuid","callstart");--> statement-breakpoint
CREATE INDEX "call_record_raws_call_idx" ON "call_record_raws" USING btree ("call_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "call_records_call_uuid_idx" ON "call_records" USING btree ("call_uuid","callstart");--> statement-breakpoint
CREATE INDEX "call_records_callstart_idx" ON "call_records" USING btree ("callstart" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "call_records_call_account_idx" ON "call_records" USING btree ("call_billing_account_id","callstart" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "call_records_account_idx" ON "call_records" USING btree ("account_id","callstart" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "call_records_user_idx" ON "call_records" USING btree ("user_id","callstart" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "call_records_extension_idx" ON "call_records" USING btree ("extension_id","callstart" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "call_records_provider_account_idx" ON "call_records" USING btree ("provider_account_id","callstart" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "call_records_destination_idx" ON "call_records" USING btree ("destination_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "call_records_unrated_idx" ON "call_records" USING btree ("callstart") WHERE not "call_records"."rated";--> statement-breakpoint
CREATE TABLE "call_records_default" PARTITION OF "call_records" DEFAULT;--> statement-breakpoint
CREATE TABLE "call_record_raws_default" PARTITION OF "call_record_raws" DEFAULT;--> statement-breakpoint
-- The partitions of the UTC month holding `day`, for records and raw CDRs, made if missing. Rows the
-- DEFAULT partition took for that month move into the new one (PostgreSQL refuses it otherwise).
CREATE FUNCTION "rl_call_records_partition"("day" date) RETURNS void LANGUAGE plpgsql AS $$
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
    EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', parent || suffix, parent);
    EXECUTE format(
      'WITH moved AS (DELETE FROM %I WHERE callstart >= $1 AND callstart < $2 RETURNING *) INSERT INTO %I SELECT * FROM moved',
      parent || '_default', parent || suffix
    ) USING month_start, month_end;
    EXECUTE format('ALTER TABLE %I ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', parent, parent || suffix, month_start, month_end);
  END LOOP;
END $$;--> statement-breakpoint
SELECT "rl_call_records_partition"((date_trunc('month', now() AT TIME ZONE 'UTC') + make_interval(months => m))::date) FROM generate_series(-1, 2) AS m;

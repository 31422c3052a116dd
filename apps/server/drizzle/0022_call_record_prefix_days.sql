CREATE TABLE "call_record_prefix_days" (
	"user_type" varchar(10) NOT NULL,
	"prefix" varchar(6) NOT NULL,
	"day" date NOT NULL,
	"direction" varchar(10) NOT NULL,
	"call_type" varchar(10) NOT NULL,
	"calls" bigint DEFAULT 0 NOT NULL,
	"billseconds" bigint DEFAULT 0 NOT NULL,
	"cost" numeric(18, 5) DEFAULT '0' NOT NULL,
	CONSTRAINT "call_record_prefix_days_pkey" PRIMARY KEY("user_type","prefix","day","direction","call_type")
);
--> statement-breakpoint
-- The calls already recorded, under every start of their destination up to six characters; the
-- carrier side only for known providers, as the provider list shows them.
INSERT INTO "call_record_prefix_days" ("user_type", "prefix", "day", "direction", "call_type", "calls", "billseconds", "cost")
SELECT side."user_type", left(r."destination_number", n), (r."callstart" AT TIME ZONE 'UTC')::date, r."direction", r."call_type",
  count(*), coalesce(sum(side."billseconds"), 0), coalesce(sum(side."cost"), 0)
FROM "call_records" r
CROSS JOIN LATERAL (
  VALUES ('user', r."billseconds", r."cost"),
         ('provider', coalesce(r."provider_billseconds", r."billseconds"), coalesce(r."provider_cost", 0))
) AS side("user_type", "billseconds", "cost")
CROSS JOIN generate_series(1, least(6, char_length(r."destination_number"))) AS n
WHERE side."user_type" = 'user' OR r."provider_account_id" IS NOT NULL
GROUP BY 1, 2, 3, 4, 5;

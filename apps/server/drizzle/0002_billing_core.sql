CREATE TABLE "call_account_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"call_account_id" integer NOT NULL,
	"type" varchar(10) NOT NULL,
	"amount" numeric(18, 5) NOT NULL,
	"balance_after" numeric(18, 5) NOT NULL,
	"description" varchar(255),
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_account_transactions_amount_positive" CHECK ("call_account_transactions"."amount" > 0),
	CONSTRAINT "call_account_transactions_type" CHECK ("call_account_transactions"."type" in ('credit', 'debit'))
);
--> statement-breakpoint
CREATE TABLE "callerids" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100),
	"callerid_name" varchar(100),
	"callerid_number" varchar(32) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"account_id" integer NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "localizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"number_originate" text DEFAULT '' NOT NULL,
	"in_caller_id_originate" text DEFAULT '' NOT NULL,
	"out_caller_id_originate" text DEFAULT '' NOT NULL,
	"number_terminate" text DEFAULT '' NOT NULL,
	"in_caller_id_terminate" text DEFAULT '' NOT NULL,
	"out_caller_id_terminate" text DEFAULT '' NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "localizations_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"pricelist_id" integer NOT NULL,
	"prefix" varchar(20) NOT NULL,
	"description" varchar(255),
	"cost_per_min" numeric(18, 5) DEFAULT '0' NOT NULL,
	"connect_cost" numeric(18, 5) DEFAULT '0' NOT NULL,
	"included_seconds" integer DEFAULT 0 NOT NULL,
	"init_inc" integer DEFAULT 0 NOT NULL,
	"inc" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name" varchar(201) GENERATED ALWAYS AS (firstname || ' ' || lastname) STORED;--> statement-breakpoint
ALTER TABLE "call_account_transactions" ADD CONSTRAINT "call_account_transactions_call_account_id_call_accounts_id_fk" FOREIGN KEY ("call_account_id") REFERENCES "public"."call_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_account_transactions" ADD CONSTRAINT "call_account_transactions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callerids" ADD CONSTRAINT "callerids_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callerids" ADD CONSTRAINT "callerids_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "localizations" ADD CONSTRAINT "localizations_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_pricelist_id_pricelists_id_fk" FOREIGN KEY ("pricelist_id") REFERENCES "public"."pricelists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_account_transactions_account_idx" ON "call_account_transactions" USING btree ("call_account_id","id");--> statement-breakpoint
CREATE INDEX "callerids_account_idx" ON "callerids" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "callerids_number_trgm_idx" ON "callerids" USING gin ("callerid_number" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "rates_pricelist_prefix_idx" ON "rates" USING btree ("pricelist_id","prefix");--> statement-breakpoint
CREATE INDEX "rates_prefix_trgm_idx" ON "rates" USING gin ("prefix" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_localization_id_localizations_id_fk" FOREIGN KEY ("localization_id") REFERENCES "public"."localizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_type_idx" ON "users" USING btree ("type");--> statement-breakpoint
CREATE INDEX "accounts_localization_idx" ON "accounts" USING btree ("localization_id");--> statement-breakpoint
CREATE INDEX "call_accounts_pricelist_idx" ON "call_accounts" USING btree ("pricelist_id");--> statement-breakpoint
CREATE INDEX "call_accounts_type_idx" ON "call_accounts" USING btree ("type","type_id");
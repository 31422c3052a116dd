CREATE TABLE "domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(253) NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"description" text,
	"parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateways" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"profile_id" integer NOT NULL,
	"enabled" boolean NOT NULL,
	"password" text,
	"parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"inbound_variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"outbound_variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sip_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"hostname" varchar(253),
	"sip_ip" varchar(45) NOT NULL,
	"sip_port" integer DEFAULT 5060 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"description" text,
	"parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trunks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100),
	"gateway_id" integer NOT NULL,
	"failover_gateway_1" integer,
	"failover_gateway_2" integer,
	"provider_id" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"leg_timeout" integer DEFAULT 0 NOT NULL,
	"precedence" integer DEFAULT 0 NOT NULL,
	"maxchannels" integer DEFAULT 0 NOT NULL,
	"cps" integer DEFAULT 0 NOT NULL,
	"tech" varchar(20),
	"codec" varchar(255),
	"cid_translation" varchar(255),
	"dialed_modify" varchar(255),
	"account_id" integer,
	"call_type" varchar(50),
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateways" ADD CONSTRAINT "gateways_profile_id_sip_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."sip_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateways" ADD CONSTRAINT "gateways_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sip_profiles" ADD CONSTRAINT "sip_profiles_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trunks" ADD CONSTRAINT "trunks_gateway_id_gateways_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "public"."gateways"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trunks" ADD CONSTRAINT "trunks_failover_gateway_1_gateways_id_fk" FOREIGN KEY ("failover_gateway_1") REFERENCES "public"."gateways"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trunks" ADD CONSTRAINT "trunks_failover_gateway_2_gateways_id_fk" FOREIGN KEY ("failover_gateway_2") REFERENCES "public"."gateways"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trunks" ADD CONSTRAINT "trunks_provider_id_accounts_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trunks" ADD CONSTRAINT "trunks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trunks" ADD CONSTRAINT "trunks_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "domains_name_idx" ON "domains" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "domains_one_primary_idx" ON "domains" USING btree ("is_primary") WHERE "domains"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "gateways_profile_name_idx" ON "gateways" USING btree ("profile_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "sip_profiles_name_idx" ON "sip_profiles" USING btree ("name") WHERE "sip_profiles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "trunks_gateway_idx" ON "trunks" USING btree ("gateway_id");--> statement-breakpoint
CREATE INDEX "trunks_failover_1_idx" ON "trunks" USING btree ("failover_gateway_1");--> statement-breakpoint
CREATE INDEX "trunks_failover_2_idx" ON "trunks" USING btree ("failover_gateway_2");--> statement-breakpoint
CREATE INDEX "trunks_provider_idx" ON "trunks" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "trunks_account_idx" ON "trunks" USING btree ("account_id");--> statement-breakpoint
-- No domain existed before this migration, so any domain_id held named nothing.
UPDATE "call_accounts" SET "domain_id" = NULL WHERE "domain_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "call_accounts" ADD CONSTRAINT "call_accounts_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE restrict ON UPDATE no action;
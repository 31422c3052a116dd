CREATE TABLE "extension_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer GENERATED ALWAYS AS (id) STORED,
	"extension_id" integer NOT NULL,
	"domain_id" integer NOT NULL,
	"username" varchar(64) NOT NULL,
	"password" text NOT NULL,
	"description" varchar(255),
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extension_dids" (
	"id" serial PRIMARY KEY NOT NULL,
	"extension_id" integer NOT NULL,
	"did_id" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extensions" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(64) NOT NULL,
	"display_name" varchar(100),
	"domain_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"call_billing_account_id" integer,
	"local_call" boolean DEFAULT true NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"caller_id" integer,
	"did_id" integer,
	"profile_id" integer,
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "extension_devices" ADD CONSTRAINT "extension_devices_extension_id_extensions_id_fk" FOREIGN KEY ("extension_id") REFERENCES "public"."extensions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extension_devices" ADD CONSTRAINT "extension_devices_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extension_devices" ADD CONSTRAINT "extension_devices_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extension_dids" ADD CONSTRAINT "extension_dids_extension_id_extensions_id_fk" FOREIGN KEY ("extension_id") REFERENCES "public"."extensions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extension_dids" ADD CONSTRAINT "extension_dids_did_id_dids_id_fk" FOREIGN KEY ("did_id") REFERENCES "public"."dids"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extension_dids" ADD CONSTRAINT "extension_dids_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extensions" ADD CONSTRAINT "extensions_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extensions" ADD CONSTRAINT "extensions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extensions" ADD CONSTRAINT "extensions_call_billing_account_id_call_accounts_id_fk" FOREIGN KEY ("call_billing_account_id") REFERENCES "public"."call_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extensions" ADD CONSTRAINT "extensions_caller_id_callerids_id_fk" FOREIGN KEY ("caller_id") REFERENCES "public"."callerids"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extensions" ADD CONSTRAINT "extensions_did_id_dids_id_fk" FOREIGN KEY ("did_id") REFERENCES "public"."dids"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extensions" ADD CONSTRAINT "extensions_profile_id_sip_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."sip_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extensions" ADD CONSTRAINT "extensions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "extension_devices_domain_username_idx" ON "extension_devices" USING btree ("domain_id",lower("username"));--> statement-breakpoint
CREATE INDEX "extension_devices_extension_idx" ON "extension_devices" USING btree ("extension_id","username");--> statement-breakpoint
CREATE UNIQUE INDEX "extension_dids_extension_did_idx" ON "extension_dids" USING btree ("extension_id","did_id");--> statement-breakpoint
CREATE INDEX "extension_dids_did_idx" ON "extension_dids" USING btree ("did_id");--> statement-breakpoint
CREATE UNIQUE INDEX "extensions_domain_username_idx" ON "extensions" USING btree ("domain_id",lower("username"));--> statement-breakpoint
CREATE INDEX "extensions_account_idx" ON "extensions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "extensions_call_account_idx" ON "extensions" USING btree ("call_billing_account_id");--> statement-breakpoint
CREATE INDEX "extensions_caller_id_idx" ON "extensions" USING btree ("caller_id");--> statement-breakpoint
CREATE INDEX "extensions_did_idx" ON "extensions" USING btree ("did_id");--> statement-breakpoint
CREATE INDEX "extensions_profile_idx" ON "extensions" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "extensions_username_trgm_idx" ON "extensions" USING gin ("username" gin_trgm_ops);
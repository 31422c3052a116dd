CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"fingerprint" varchar(200) NOT NULL,
	"platform" varchar(20) NOT NULL,
	"data" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_fingerprint_unique" UNIQUE("fingerprint")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"family" uuid NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"is_persistent" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role_id" integer NOT NULL,
	"label" varchar(50) NOT NULL,
	"action" varchar(10) NOT NULL,
	CONSTRAINT "role_permissions_role_id_label_action_pk" PRIMARY KEY("role_id","label","action")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "user_logins" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"login" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"firstname" varchar(100) NOT NULL,
	"lastname" varchar(100) NOT NULL,
	"email" varchar(254),
	"phone" varchar(32),
	"type" varchar(10) NOT NULL,
	"role_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(10) NOT NULL,
	"type_id" integer,
	"number" varchar(32) NOT NULL,
	"localization_id" integer,
	"allow_ip_management" boolean DEFAULT false NOT NULL,
	"maxchannels" integer DEFAULT 1 NOT NULL,
	"call_recording" boolean DEFAULT false NOT NULL,
	"allow_call_recording" boolean DEFAULT false NOT NULL,
	"charge_per_min" integer DEFAULT 1 NOT NULL,
	"cps" integer DEFAULT 1 NOT NULL,
	"did_cid_translation" varchar(255),
	"std_cid_translation" varchar(255),
	"enabled" boolean DEFAULT true NOT NULL,
	"description" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"main_account_id" integer,
	"credit_limit" numeric(18, 5) DEFAULT '0' NOT NULL,
	"postpaid" boolean DEFAULT false NOT NULL,
	"balance" numeric(18, 5) DEFAULT '0' NOT NULL,
	"pricelist_id" integer,
	"domain_id" integer,
	"type" varchar(10) NOT NULL,
	"type_id" integer,
	"local_charge_per_min" numeric(18, 5) DEFAULT '0' NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricelists" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"inc" integer DEFAULT 60 NOT NULL,
	"init_inc" integer DEFAULT 60 NOT NULL,
	"markup" integer DEFAULT 0 NOT NULL,
	"routing_type" integer DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"description" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pricelists_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "dids" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(20) NOT NULL,
	"account_id" integer NOT NULL,
	"call_billing_account_id" integer NOT NULL,
	"leg_timeout" integer DEFAULT 60 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"simultaneous_extension" boolean DEFAULT false NOT NULL,
	"ringback" varchar(255),
	"connectcost" numeric(18, 5) DEFAULT '0' NOT NULL,
	"includedseconds" integer DEFAULT 0 NOT NULL,
	"cost" numeric(18, 5) DEFAULT '0' NOT NULL,
	"maxchannels" integer DEFAULT 0 NOT NULL,
	"init_inc" integer DEFAULT 0 NOT NULL,
	"inc" integer DEFAULT 0 NOT NULL,
	"always_vm_flag" boolean DEFAULT false NOT NULL,
	"user_busy_vm_flag" boolean DEFAULT false NOT NULL,
	"user_not_registered_vm_flag" boolean DEFAULT false NOT NULL,
	"no_answer_vm_flag" boolean DEFAULT false NOT NULL,
	"call_type_vm_flag" boolean DEFAULT false NOT NULL,
	"allow_call_recording" boolean DEFAULT false NOT NULL,
	"call_type" varchar(50),
	"call_type_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_logins" ADD CONSTRAINT "user_logins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_accounts" ADD CONSTRAINT "call_accounts_main_account_id_accounts_id_fk" FOREIGN KEY ("main_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_accounts" ADD CONSTRAINT "call_accounts_pricelist_id_pricelists_id_fk" FOREIGN KEY ("pricelist_id") REFERENCES "public"."pricelists"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_accounts" ADD CONSTRAINT "call_accounts_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricelists" ADD CONSTRAINT "pricelists_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dids" ADD CONSTRAINT "dids_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dids" ADD CONSTRAINT "dids_call_billing_account_id_call_accounts_id_fk" FOREIGN KEY ("call_billing_account_id") REFERENCES "public"."call_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dids" ADD CONSTRAINT "dids_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_logins_login_lower_idx" ON "user_logins" USING btree (lower("login"));--> statement-breakpoint
CREATE INDEX "user_logins_user_idx" ON "user_logins" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_number_idx" ON "accounts" USING btree ("number");--> statement-breakpoint
CREATE INDEX "accounts_type_idx" ON "accounts" USING btree ("type","type_id");--> statement-breakpoint
CREATE INDEX "accounts_number_trgm_idx" ON "accounts" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "call_accounts_number_idx" ON "call_accounts" USING btree ("number");--> statement-breakpoint
CREATE INDEX "call_accounts_main_account_idx" ON "call_accounts" USING btree ("main_account_id");--> statement-breakpoint
CREATE INDEX "call_accounts_name_idx" ON "call_accounts" USING btree ("name");--> statement-breakpoint
CREATE INDEX "call_accounts_number_trgm_idx" ON "call_accounts" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "call_accounts_name_trgm_idx" ON "call_accounts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "dids_number_idx" ON "dids" USING btree ("number");--> statement-breakpoint
CREATE INDEX "dids_enabled_idx" ON "dids" USING btree ("enabled","id");--> statement-breakpoint
CREATE INDEX "dids_account_idx" ON "dids" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "dids_call_account_idx" ON "dids" USING btree ("call_billing_account_id");--> statement-breakpoint
CREATE INDEX "dids_number_trgm_idx" ON "dids" USING gin ("number" gin_trgm_ops);
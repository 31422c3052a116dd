CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" varchar(48) NOT NULL,
	"call_account_id" integer NOT NULL,
	"amount" numeric(18, 5) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"provider" varchar(16) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"provider_reference" varchar(255),
	"provider_status" varchar(32),
	"failure_reason" varchar(255),
	"ledger_transaction_id" bigint,
	"created_by_id" integer,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('pending', 'success', 'failed')),
	CONSTRAINT "payments_provider" CHECK ("payments"."provider" in ('sandbox', 'paystack', 'stripe')),
	CONSTRAINT "payments_credited_once" CHECK (("payments"."status" = 'success') = ("payments"."ledger_transaction_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_call_account_id_call_accounts_id_fk" FOREIGN KEY ("call_account_id") REFERENCES "public"."call_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_ledger_transaction_id_call_account_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."call_account_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_idx" ON "payments" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_ledger_transaction_idx" ON "payments" USING btree ("ledger_transaction_id");--> statement-breakpoint
CREATE INDEX "payments_call_account_idx" ON "payments" USING btree ("call_account_id","id");
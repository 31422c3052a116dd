CREATE TABLE "installation" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"has_demo_data" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "installation_one_row" CHECK ("installation"."id")
);
--> statement-breakpoint
-- A database filled before this table existed was seeded with the demo when the demo's agent and
-- self-service user are still there: example.com is reserved (RFC 2606), so no real person has
-- those addresses. Without them it counts as a real installation, whose card payments stay off
-- until PAYMENT_PROVIDER is set. An empty database gets its row at its first start.
INSERT INTO "installation" ("has_demo_data")
SELECT exists (select 1 from "users" where "email" = 'agent@example.com' and "type" = 'agent')
   AND exists (select 1 from "users" where "email" = 'user@example.com' and "type" = 'user')
WHERE exists (select 1 from "users");

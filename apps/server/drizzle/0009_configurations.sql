CREATE TABLE "configurations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"group" varchar(32) NOT NULL,
	"label" varchar(100) NOT NULL,
	"description" text,
	"type" varchar(16) NOT NULL,
	"value" jsonb NOT NULL,
	"min" numeric,
	"max" numeric,
	"choices" jsonb,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "configurations_name_idx" UNIQUE("name"),
	CONSTRAINT "configurations_type_check" CHECK ("configurations"."type" in ('boolean', 'integer', 'decimal', 'text', 'choice'))
);
--> statement-breakpoint
-- Every change to a configuration is announced on rl_settings when it commits, so each server
-- instance reloads the values it reads from memory (see settings/settings-cache.ts).
CREATE FUNCTION rl_announce_settings_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rl_settings', 'changed');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER configurations_settings AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON configurations FOR EACH STATEMENT EXECUTE FUNCTION rl_announce_settings_change();

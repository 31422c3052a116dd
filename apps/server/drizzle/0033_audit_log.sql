CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_by_id" integer,
	"address" varchar(64),
	"action" varchar(20) NOT NULL,
	"resource" varchar(50) NOT NULL,
	"resource_id" bigint,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("resource","resource_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_created_by_idx" ON "audit_log" USING btree ("created_by_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
-- The audit trail is only ever added to: no statement, the API's or anyone's by hand, may change
-- or remove an entry. (A restore loads rows with triggers off; TRUNCATE, an owner's act, stays possible.)
CREATE FUNCTION "rl_audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log entries cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "rl_audit_log_append_only"();

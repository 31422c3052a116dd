CREATE TABLE "call_reservations" (
	"call_uuid" varchar(64) PRIMARY KEY NOT NULL,
	"call_account_id" integer NOT NULL,
	"account_id" integer,
	"trunk_id" integer,
	"switch_name" varchar(253),
	"direction" varchar(8) NOT NULL,
	"destination" varchar(64) NOT NULL,
	"cost_per_min" numeric(18, 5) NOT NULL,
	"connect_cost" numeric(18, 5) NOT NULL,
	"allowed_seconds" integer NOT NULL,
	"held" numeric(18, 5) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "call_reservations_direction" CHECK ("call_reservations"."direction" in ('outbound', 'inbound', 'local'))
);
--> statement-breakpoint
ALTER TABLE "call_reservations" ADD CONSTRAINT "call_reservations_call_account_id_call_accounts_id_fk" FOREIGN KEY ("call_account_id") REFERENCES "public"."call_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_reservations" ADD CONSTRAINT "call_reservations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_reservations" ADD CONSTRAINT "call_reservations_trunk_id_trunks_id_fk" FOREIGN KEY ("trunk_id") REFERENCES "public"."trunks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_reservations_call_account_idx" ON "call_reservations" USING btree ("call_account_id");--> statement-breakpoint
CREATE INDEX "call_reservations_account_idx" ON "call_reservations" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "call_reservations_trunk_idx" ON "call_reservations" USING btree ("trunk_id","created_at");--> statement-breakpoint
CREATE INDEX "call_reservations_expires_idx" ON "call_reservations" USING btree ("expires_at");--> statement-breakpoint
-- Decides, in one round trip, whether a call may start and for how long, and holds its money.
-- The call account's row (and its account's) is locked for the decision, so parallel calls of
-- one account, through any Ringledger instance, are decided one after the other, each seeing what
-- the ones before it hold. Outcomes: allowed, unknown, disabled, no_rate, account_channels,
-- account_cps, trunk_channels, trunk_cps, insufficient. The rules of pricing are the billing
-- core's (rate-call.ts): the longest enabled prefix, a rate's 0 increments meaning the pricelist's,
-- the first block charged whole, the markup on outbound calls only.
CREATE FUNCTION "rl_authorize_call"(
  "p_call_uuid" text, "p_call_account_id" integer, "p_direction" text, "p_number" text, "p_did_id" integer,
  "p_trunk_id" integer, "p_switch" text, "p_max_seconds" integer, "p_margin_seconds" integer)
RETURNS TABLE("outcome" text, "allowed_seconds" integer, "held" numeric, "cost_per_min" numeric, "connect_cost" numeric, "reason" text)
LANGUAGE plpgsql AS $$
DECLARE
  v_uuid text := lower("p_call_uuid");
  v_digits text := left(regexp_replace(coalesce("p_number", ''), '\D', '', 'g'), 20);
  v_known "call_reservations"%ROWTYPE;
  v_ca "call_accounts"%ROWTYPE;
  v_account "accounts"%ROWTYPE;
  v_trunk "trunks"%ROWTYPE;
  v_pricelist "pricelists"%ROWTYPE;
  v_rate "rates"%ROWTYPE;
  v_did "dids"%ROWTYPE;
  v_per_min numeric;
  v_connect numeric := 0;
  v_included integer := 0;
  v_init integer;
  v_inc integer;
  v_available numeric;
  v_budget numeric;
  v_affordable bigint;
  v_charged bigint;
  v_allowed bigint;
BEGIN
  SELECT * INTO v_ca FROM "call_accounts" c WHERE c."id" = "p_call_account_id" FOR UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'unknown', 0, 0::numeric, NULL::numeric, NULL::numeric, format('Call account %s does not exist', "p_call_account_id");
    RETURN;
  END IF;
  -- The switch asking again about the same call (under the same lock) is answered what was decided the first time.
  SELECT * INTO v_known FROM "call_reservations" r WHERE r."call_uuid" = v_uuid;
  IF FOUND THEN
    RETURN QUERY SELECT 'allowed', v_known."allowed_seconds", v_known."held", v_known."cost_per_min", v_known."connect_cost", NULL::text;
    RETURN;
  END IF;
  IF NOT v_ca."enabled" THEN
    RETURN QUERY SELECT 'disabled', 0, 0::numeric, NULL::numeric, NULL::numeric, format('Call account %s is disabled', v_ca."number");
    RETURN;
  END IF;
  IF v_ca."main_account_id" IS NOT NULL THEN
    SELECT * INTO v_account FROM "accounts" a WHERE a."id" = v_ca."main_account_id" FOR UPDATE;
    IF NOT v_account."enabled" THEN
      RETURN QUERY SELECT 'disabled', 0, 0::numeric, NULL::numeric, NULL::numeric, format('Account %s is disabled', v_account."number");
      RETURN;
    END IF;
  END IF;
  -- Calls whose time is long over and whose CDR never came hold nothing any more.
  DELETE FROM "call_reservations" r WHERE r."call_account_id" = v_ca."id" AND r."expires_at" <= now();

  SELECT * INTO v_pricelist FROM "pricelists" p WHERE p."id" = v_ca."pricelist_id";
  v_init := coalesce(v_pricelist."init_inc", 60);
  v_inc := coalesce(v_pricelist."inc", 60);
  IF "p_direction" = 'outbound' THEN
    IF v_pricelist."id" IS NULL THEN
      RETURN QUERY SELECT 'no_rate', 0, 0::numeric, NULL::numeric, NULL::numeric, format('Call account %s has no pricelist', v_ca."number");
      RETURN;
    END IF;
    SELECT * INTO v_rate FROM "rates" r
      WHERE r."pricelist_id" = v_pricelist."id" AND r."enabled"
        AND r."prefix" = ANY (ARRAY(SELECT left(v_digits, n) FROM generate_series(1, length(v_digits)) n))
      ORDER BY length(r."prefix") DESC LIMIT 1;
    IF NOT FOUND THEN
      RETURN QUERY SELECT 'no_rate', 0, 0::numeric, NULL::numeric, NULL::numeric,
        format('No rate for %s on pricelist %s', coalesce(nullif(v_digits, ''), 'an empty number'), v_pricelist."name");
      RETURN;
    END IF;
    v_per_min := round(v_rate."cost_per_min" * (100 + v_pricelist."markup") / 100, 5);
    v_connect := v_rate."connect_cost";
    v_included := v_rate."included_seconds";
    v_init := coalesce(nullif(v_rate."init_inc", 0), v_init);
    v_inc := coalesce(nullif(v_rate."inc", 0), v_inc);
  ELSIF "p_direction" = 'inbound' THEN
    SELECT * INTO v_did FROM "dids" d WHERE d."id" = "p_did_id";
    IF NOT FOUND THEN
      RETURN QUERY SELECT 'unknown', 0, 0::numeric, NULL::numeric, NULL::numeric, format('DID %s does not exist', "p_did_id");
      RETURN;
    END IF;
    v_per_min := v_did."cost";
    v_connect := v_did."connectcost";
    v_included := v_did."includedseconds";
    v_init := coalesce(nullif(v_did."init_inc", 0), v_init);
    v_inc := coalesce(nullif(v_did."inc", 0), v_inc);
  ELSE
    v_per_min := v_ca."local_charge_per_min";
  END IF;
  v_init := greatest(1, v_init);
  v_inc := greatest(1, v_inc);

  IF v_account."id" IS NOT NULL AND v_account."maxchannels" > 0 AND (
    SELECT count(*) FROM "call_reservations" r WHERE r."account_id" = v_account."id" AND r."ended_at" IS NULL AND r."expires_at" > now()
  ) >= v_account."maxchannels" THEN
    RETURN QUERY SELECT 'account_channels', 0, 0::numeric, v_per_min, v_connect, format('Account %s has its %s calls in progress', v_account."number", v_account."maxchannels");
    RETURN;
  END IF;
  IF v_account."id" IS NOT NULL AND v_account."cps" > 0 AND (
    SELECT count(*) FROM "call_reservations" r WHERE r."account_id" = v_account."id" AND r."created_at" > now() - interval '1 second'
  ) >= v_account."cps" THEN
    RETURN QUERY SELECT 'account_cps', 0, 0::numeric, v_per_min, v_connect, format('Account %s started its %s calls of this second', v_account."number", v_account."cps");
    RETURN;
  END IF;
  IF "p_trunk_id" IS NOT NULL THEN
    SELECT * INTO v_trunk FROM "trunks" t WHERE t."id" = "p_trunk_id";
    IF v_trunk."maxchannels" > 0 OR v_trunk."cps" > 0 THEN
      -- Calls of different accounts meet on a trunk: they take turns on it for this decision only.
      PERFORM pg_advisory_xact_lock(hashtext('rl_trunk_calls'), v_trunk."id");
      IF v_trunk."maxchannels" > 0 AND (
        SELECT count(*) FROM "call_reservations" r WHERE r."trunk_id" = v_trunk."id" AND r."ended_at" IS NULL AND r."expires_at" > now()
      ) >= v_trunk."maxchannels" THEN
        RETURN QUERY SELECT 'trunk_channels', 0, 0::numeric, v_per_min, v_connect, format('Trunk %s has its %s calls in progress', v_trunk."name", v_trunk."maxchannels");
        RETURN;
      END IF;
      IF v_trunk."cps" > 0 AND (
        SELECT count(*) FROM "call_reservations" r WHERE r."trunk_id" = v_trunk."id" AND r."created_at" > now() - interval '1 second'
      ) >= v_trunk."cps" THEN
        RETURN QUERY SELECT 'trunk_cps', 0, 0::numeric, v_per_min, v_connect, format('Trunk %s started its %s calls of this second', v_trunk."name", v_trunk."cps");
        RETURN;
      END IF;
    END IF;
  END IF;

  v_available := v_ca."balance" + v_ca."credit_limit"
    - coalesce((SELECT sum(r."held") FROM "call_reservations" r WHERE r."call_account_id" = v_ca."id" AND r."expires_at" > now()), 0);
  v_budget := v_available - v_connect;
  IF v_per_min <= 0 THEN
    IF v_budget < 0 THEN
      RETURN QUERY SELECT 'insufficient', 0, 0::numeric, v_per_min, v_connect, format('%s available does not pay the connect cost of %s', round(v_available, 5), v_connect);
      RETURN;
    END IF;
    v_allowed := "p_max_seconds";
    v_charged := 0;
  ELSE
    v_affordable := CASE WHEN v_budget < 0 THEN -1 ELSE floor(v_budget * 60 / v_per_min) END;
    IF v_affordable < 0 OR (v_affordable < v_init AND v_included = 0) THEN
      RETURN QUERY SELECT 'insufficient', 0, 0::numeric, v_per_min, v_connect,
        format('%s available does not pay the connect cost and the first %s seconds at %s a minute', round(v_available, 5), v_init, round(v_per_min, 5));
      RETURN;
    END IF;
    v_charged := CASE WHEN v_affordable < v_init THEN 0 ELSE v_init + ((v_affordable - v_init) / v_inc) * v_inc END;
    v_allowed := v_included + v_charged;
    IF v_allowed > "p_max_seconds" THEN
      v_allowed := "p_max_seconds";
      v_charged := CASE WHEN v_allowed <= v_included THEN 0
        ELSE v_init + ceil(greatest(0, v_allowed - v_included - v_init)::numeric / v_inc) * v_inc END;
    END IF;
  END IF;
  INSERT INTO "call_reservations" ("call_uuid", "call_account_id", "account_id", "trunk_id", "switch_name", "direction", "destination",
    "cost_per_min", "connect_cost", "allowed_seconds", "held", "expires_at")
  VALUES (v_uuid, v_ca."id", v_account."id", "p_trunk_id", "p_switch", "p_direction", left(coalesce("p_number", ''), 64),
    v_per_min, v_connect, v_allowed, round(v_connect + v_per_min * v_charged / 60, 5),
    now() + make_interval(secs => v_allowed + "p_margin_seconds"));
  RETURN QUERY SELECT 'allowed', v_allowed::integer, round(v_connect + v_per_min * v_charged / 60, 5), round(v_per_min, 5), v_connect, NULL::text;
END;
$$;
--> statement-breakpoint
-- A call's record settles it: what it held is released in the transaction that stores (and charges) it,
-- whichever code path wrote the record, so the money is never both held and charged, nor neither.
CREATE FUNCTION "rl_release_recorded_calls"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "call_reservations" r USING new_rows n WHERE r."call_uuid" = lower(n."call_uuid");
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "call_records_release_reservations" AFTER INSERT ON "call_records" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "rl_release_recorded_calls"();

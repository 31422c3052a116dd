-- The account's calls take turns on its call account's row only for the decision itself, no
-- longer across the commit's flush to disk (see rl_authorize_call_durably); and what the decision
-- reads is read by index, planned once per connection.
DROP INDEX "call_reservations_call_account_idx";--> statement-breakpoint
-- No query looks reservations up by expiry alone: the account's expired ones are deleted at its next call, found by this index.
DROP INDEX "call_reservations_expires_idx";--> statement-breakpoint
CREATE INDEX "call_reservations_call_account_idx" ON "call_reservations" USING btree ("call_account_id","expires_at");--> statement-breakpoint
-- As in migration 0031, with what changed said where it changed: only the columns the decision
-- uses are read; the call account's row is locked FOR NO KEY UPDATE, which takes turns with every
-- other decision and balance change of the account but not with rows that merely reference it
-- (a CDR or a ledger entry of the account being inserted); the account's row is locked only when
-- it has a channel or call rate limit to count against; and the counts are planned only when a
-- limit asks for them.
CREATE OR REPLACE FUNCTION "rl_authorize_call"(
  "p_call_uuid" text, "p_call_account_id" integer, "p_direction" text, "p_number" text, "p_did_id" integer,
  "p_trunk_id" integer, "p_switch" text, "p_max_seconds" integer, "p_margin_seconds" integer)
RETURNS TABLE("outcome" text, "allowed_seconds" integer, "held" numeric, "cost_per_min" numeric, "connect_cost" numeric, "reason" text)
LANGUAGE plpgsql AS $$
DECLARE
  v_uuid text := lower("p_call_uuid");
  v_digits text := left(regexp_replace(coalesce("p_number", ''), '\D', '', 'g'), 20);
  v_ca record;
  v_known record;
  v_account record;
  v_maxchannels integer := 0;
  v_cps integer := 0;
  v_trunk record;
  v_pricelist record;
  v_rate record;
  v_did record;
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
  v_held numeric;
BEGIN
  SELECT c."id", c."number", c."enabled", c."main_account_id", c."pricelist_id", c."balance", c."credit_limit", c."local_charge_per_min"
    INTO v_ca FROM "call_accounts" c WHERE c."id" = "p_call_account_id" FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'unknown', 0, 0::numeric, NULL::numeric, NULL::numeric, format('Call account %s does not exist', "p_call_account_id");
    RETURN;
  END IF;
  -- The switch asking again about the same call (under the same lock) is answered what was decided the first time.
  SELECT r."allowed_seconds", r."held", r."cost_per_min", r."connect_cost" INTO v_known FROM "call_reservations" r WHERE r."call_uuid" = v_uuid;
  IF FOUND THEN
    RETURN QUERY SELECT 'allowed', v_known."allowed_seconds", v_known."held", v_known."cost_per_min", v_known."connect_cost", NULL::text;
    RETURN;
  END IF;
  IF NOT v_ca."enabled" THEN
    RETURN QUERY SELECT 'disabled', 0, 0::numeric, NULL::numeric, NULL::numeric, format('Call account %s is disabled', v_ca."number");
    RETURN;
  END IF;
  IF v_ca."main_account_id" IS NOT NULL THEN
    SELECT a."id", a."number", a."enabled", a."maxchannels", a."cps" INTO v_account FROM "accounts" a WHERE a."id" = v_ca."main_account_id";
    IF NOT v_account."enabled" THEN
      RETURN QUERY SELECT 'disabled', 0, 0::numeric, NULL::numeric, NULL::numeric, format('Account %s is disabled', v_account."number");
      RETURN;
    END IF;
    -- Its call accounts' calls count against the account's limits: they take turns on its row to count.
    IF v_account."maxchannels" > 0 OR v_account."cps" > 0 THEN
      SELECT a."id", a."number", a."enabled", a."maxchannels", a."cps" INTO v_account FROM "accounts" a WHERE a."id" = v_ca."main_account_id" FOR NO KEY UPDATE;
    END IF;
    v_maxchannels := v_account."maxchannels";
    v_cps := v_account."cps";
  END IF;
  -- Calls whose time is long over and whose CDR never came hold nothing any more.
  DELETE FROM "call_reservations" r WHERE r."call_account_id" = v_ca."id" AND r."expires_at" <= now();

  SELECT p."id", p."name", p."markup", p."init_inc", p."inc" INTO v_pricelist FROM "pricelists" p WHERE p."id" = v_ca."pricelist_id";
  v_init := coalesce(v_pricelist."init_inc", 60);
  v_inc := coalesce(v_pricelist."inc", 60);
  IF "p_direction" = 'outbound' THEN
    IF v_pricelist."id" IS NULL THEN
      RETURN QUERY SELECT 'no_rate', 0, 0::numeric, NULL::numeric, NULL::numeric, format('Call account %s has no pricelist', v_ca."number");
      RETURN;
    END IF;
    SELECT r."cost_per_min", r."connect_cost", r."included_seconds", r."init_inc", r."inc" INTO v_rate FROM "rates" r
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
    SELECT d."cost", d."connectcost", d."includedseconds", d."init_inc", d."inc" INTO v_did FROM "dids" d WHERE d."id" = "p_did_id";
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

  IF v_maxchannels > 0 THEN
    IF (SELECT count(*) FROM "call_reservations" r WHERE r."account_id" = v_account."id" AND r."ended_at" IS NULL AND r."expires_at" > now()) >= v_maxchannels THEN
      RETURN QUERY SELECT 'account_channels', 0, 0::numeric, v_per_min, v_connect, format('Account %s has its %s calls in progress', v_account."number", v_account."maxchannels");
      RETURN;
    END IF;
  END IF;
  IF v_cps > 0 THEN
    IF (SELECT count(*) FROM "call_reservations" r WHERE r."account_id" = v_account."id" AND r."created_at" > now() - interval '1 second') >= v_cps THEN
      RETURN QUERY SELECT 'account_cps', 0, 0::numeric, v_per_min, v_connect, format('Account %s started its %s calls of this second', v_account."number", v_account."cps");
      RETURN;
    END IF;
  END IF;
  IF "p_trunk_id" IS NOT NULL THEN
    SELECT t."id", t."name", t."maxchannels", t."cps" INTO v_trunk FROM "trunks" t WHERE t."id" = "p_trunk_id";
    IF v_trunk."maxchannels" > 0 OR v_trunk."cps" > 0 THEN
      -- Calls of different accounts meet on a trunk: they take turns on it for this decision only.
      PERFORM pg_advisory_xact_lock(hashtext('rl_trunk_calls'), v_trunk."id");
      IF v_trunk."maxchannels" > 0 THEN
        IF (SELECT count(*) FROM "call_reservations" r WHERE r."trunk_id" = v_trunk."id" AND r."ended_at" IS NULL AND r."expires_at" > now()) >= v_trunk."maxchannels" THEN
          RETURN QUERY SELECT 'trunk_channels', 0, 0::numeric, v_per_min, v_connect, format('Trunk %s has its %s calls in progress', v_trunk."name", v_trunk."maxchannels");
          RETURN;
        END IF;
      END IF;
      IF v_trunk."cps" > 0 THEN
        IF (SELECT count(*) FROM "call_reservations" r WHERE r."trunk_id" = v_trunk."id" AND r."created_at" > now() - interval '1 second') >= v_trunk."cps" THEN
          RETURN QUERY SELECT 'trunk_cps', 0, 0::numeric, v_per_min, v_connect, format('Trunk %s started its %s calls of this second', v_trunk."name", v_trunk."cps");
          RETURN;
        END IF;
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
  v_held := round(v_connect + v_per_min * v_charged / 60, 5);
  INSERT INTO "call_reservations" ("call_uuid", "call_account_id", "account_id", "trunk_id", "switch_name", "direction", "destination",
    "cost_per_min", "connect_cost", "allowed_seconds", "held", "expires_at")
  VALUES (v_uuid, v_ca."id", v_ca."main_account_id", "p_trunk_id", "p_switch", "p_direction", left(coalesce("p_number", ''), 64),
    v_per_min, v_connect, v_allowed, v_held, now() + make_interval(secs => v_allowed + "p_margin_seconds"));
  RETURN QUERY SELECT 'allowed', v_allowed::integer, v_held, round(v_per_min, 5), v_connect, NULL::text;
END;
$$;
--> statement-breakpoint
-- What the dialplan calls: rl_authorize_call, its decision committed without waiting for the disk
-- so the account's next call need not wait for that flush too, then a second transaction whose
-- commit waits as synchronous_commit asks. WAL is flushed in order, so when CALL returns, this
-- decision and every decision it saw (the reservations it counted, the expired ones it deleted)
-- are on disk: no answer leaves for the switch on a reservation a crash could lose, and a
-- reservation seen by another call before its flush can only have made that call's answer wait
-- for the same flush. Calls of one account thus wait for each other's decisions only, while their
-- flushes are shared (PostgreSQL's group commit). It commits, so it cannot run inside a transaction.
CREATE PROCEDURE "rl_authorize_call_durably"(
  "p_call_uuid" text, "p_call_account_id" integer, "p_direction" text, "p_number" text, "p_did_id" integer,
  "p_trunk_id" integer, "p_switch" text, "p_max_seconds" integer, "p_margin_seconds" integer,
  OUT "outcome" text, OUT "allowed_seconds" integer, OUT "held" numeric, OUT "cost_per_min" numeric, OUT "connect_cost" numeric, OUT "reason" text)
LANGUAGE plpgsql AS $$
BEGIN
  SET LOCAL synchronous_commit = off;
  SELECT d."outcome", d."allowed_seconds", d."held", d."cost_per_min", d."connect_cost", d."reason"
    INTO "outcome", "allowed_seconds", "held", "cost_per_min", "connect_cost", "reason"
    FROM "rl_authorize_call"("p_call_uuid", "p_call_account_id", "p_direction", "p_number", "p_did_id",
      "p_trunk_id", "p_switch", "p_max_seconds", "p_margin_seconds") d;
  COMMIT;
  -- A transaction id makes this transaction's commit write a record and wait for its flush.
  PERFORM pg_current_xact_id();
END;
$$;

-- What a call account's calls in progress hold is kept as a running total, so a decision reads one
-- number instead of adding up every live reservation of the account (a call centre's hundreds of
-- calls were summed at each new call; the bench's unsettled calls made each decision slower than the
-- last). It has a narrow table of its own: updated at every call, a row of call_accounts, with its
-- trigram indexes, soon stops fitting its page and costs an entry in each of them.
CREATE TABLE "call_account_holds" (
	"call_account_id" integer PRIMARY KEY NOT NULL,
	"held" numeric(18, 5) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_account_holds" ADD CONSTRAINT "call_account_holds_call_account_id_call_accounts_id_fk" FOREIGN KEY ("call_account_id") REFERENCES "public"."call_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "call_account_holds" ("call_account_id", "held")
  SELECT r."call_account_id", sum(r."held") FROM "call_reservations" r GROUP BY 1;--> statement-breakpoint
-- The total follows the reservations whatever writes them: a decision's insert, a call record
-- settling its call, an expired one deleted, a call account's deletion, a test or an operator.
CREATE FUNCTION "rl_hold_reservation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "call_account_holds" AS h ("call_account_id", "held") VALUES (NEW."call_account_id", NEW."held")
    ON CONFLICT ("call_account_id") DO UPDATE SET "held" = h."held" + EXCLUDED."held";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "call_reservations_hold" AFTER INSERT ON "call_reservations" FOR EACH ROW EXECUTE FUNCTION "rl_hold_reservation"();--> statement-breakpoint
-- Many calls are released at once (a batch of call records): one update per call account, in id
-- order, as every writer of several call accounts takes them, so two batches never wait in a circle.
CREATE FUNCTION "rl_release_reservations"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_released record;
BEGIN
  FOR v_released IN SELECT g."call_account_id", sum(g."held") AS "held" FROM gone g GROUP BY 1 ORDER BY 1 LOOP
    UPDATE "call_account_holds" SET "held" = "held" - v_released."held" WHERE "call_account_id" = v_released."call_account_id";
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "call_reservations_release" AFTER DELETE ON "call_reservations" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION "rl_release_reservations"();--> statement-breakpoint
CREATE FUNCTION "rl_move_reservation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "call_account_holds" SET "held" = "held" - OLD."held" WHERE "call_account_id" = OLD."call_account_id";
  INSERT INTO "call_account_holds" AS h ("call_account_id", "held") VALUES (NEW."call_account_id", NEW."held")
    ON CONFLICT ("call_account_id") DO UPDATE SET "held" = h."held" + EXCLUDED."held";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "call_reservations_move" AFTER UPDATE OF "held", "call_account_id" ON "call_reservations" FOR EACH ROW
  WHEN (OLD."held" IS DISTINCT FROM NEW."held" OR OLD."call_account_id" IS DISTINCT FROM NEW."call_account_id")
  EXECUTE FUNCTION "rl_move_reservation"();--> statement-breakpoint
CREATE FUNCTION "rl_release_all_reservations"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "call_account_holds" SET "held" = 0 WHERE "held" <> 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "call_reservations_truncate" AFTER TRUNCATE ON "call_reservations" FOR EACH STATEMENT EXECUTE FUNCTION "rl_release_all_reservations"();--> statement-breakpoint
-- As in migration 0038, except that what the account's calls hold is read from its running total,
-- and that the account's expired reservations are deleted by rl_authorize_calls_durably, once for
-- the whole batch, before it asks this function about each call.
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
  SELECT c."id", c."number", c."enabled", c."main_account_id", c."pricelist_id", c."balance", c."credit_limit", c."local_charge_per_min",
      coalesce(h."held", 0) AS "held_by_calls"
    INTO v_ca FROM "call_accounts" c LEFT JOIN "call_account_holds" h ON h."call_account_id" = c."id"
    WHERE c."id" = "p_call_account_id" FOR NO KEY UPDATE OF c;
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

  v_available := v_ca."balance" + v_ca."credit_limit" - v_ca."held_by_calls";
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
-- The calls one server instance is asked about at the same moment, decided in one transaction:
-- under load the dialplan's decisions queue for the pool anyway, and one by one each paid for its
-- own round trip, its two commits and, above all, its turn on its call account's row, where the
-- calls of one account waited for each other one at a time. Here each call account (and each
-- limited account and trunk) is locked once for the whole batch, in id order (call accounts, then
-- accounts, then trunks, as a single decision takes them too), so batches of different instances
-- never wait for each other in a circle. Each call is then decided by rl_authorize_call exactly as
-- alone, in the order asked. As rl_authorize_call_durably did (migration 0038, replaced below), the
-- decisions commit without waiting for the disk, releasing the rows at once, and a second
-- transaction waits for the flush, so no answer leaves on a decision a crash could lose.
-- `p_calls` is a JSON array of {callUuid, callAccountId, direction, number, didId, trunkId,
-- switchName}; `decisions` answers one rl_authorize_call row per call, in the same order.
CREATE PROCEDURE "rl_authorize_calls_durably"("p_calls" jsonb, "p_max_seconds" integer, "p_margin_seconds" integer, OUT "decisions" jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  v_call record;
  v_decision record;
  v_decisions jsonb[] := '{}';
BEGIN
  SET LOCAL synchronous_commit = off;
  PERFORM 1 FROM "call_accounts" ca
    WHERE ca."id" IN (SELECT (c->>'callAccountId')::integer FROM jsonb_array_elements("p_calls") c)
    ORDER BY ca."id" FOR NO KEY UPDATE;
  PERFORM 1 FROM "accounts" a
    WHERE a."id" IN (SELECT ca."main_account_id" FROM "call_accounts" ca WHERE ca."id" IN (SELECT (c->>'callAccountId')::integer FROM jsonb_array_elements("p_calls") c))
      AND (a."maxchannels" > 0 OR a."cps" > 0)
    ORDER BY a."id" FOR NO KEY UPDATE;
  PERFORM pg_advisory_xact_lock(hashtext('rl_trunk_calls'), t."id") FROM (
    SELECT tr."id" FROM "trunks" tr
    WHERE tr."id" IN (SELECT (c->>'trunkId')::integer FROM jsonb_array_elements("p_calls") c) AND (tr."maxchannels" > 0 OR tr."cps" > 0)
    ORDER BY tr."id"
  ) t;
  -- Calls whose time is long over and whose CDR never came hold nothing any more.
  DELETE FROM "call_reservations" r
    WHERE r."call_account_id" IN (SELECT (c->>'callAccountId')::integer FROM jsonb_array_elements("p_calls") c) AND r."expires_at" <= now();
  FOR v_call IN SELECT * FROM jsonb_to_recordset("p_calls") AS c("callUuid" text, "callAccountId" integer, "direction" text, "number" text,
      "didId" integer, "trunkId" integer, "switchName" text) LOOP
    SELECT * INTO v_decision FROM "rl_authorize_call"(v_call."callUuid", v_call."callAccountId", v_call."direction", v_call."number",
      v_call."didId", v_call."trunkId", v_call."switchName", "p_max_seconds", "p_margin_seconds");
    -- Amounts as text, as a row would answer them: a JSON number would reach JavaScript as a float.
    v_decisions := v_decisions || jsonb_build_object('outcome', v_decision."outcome", 'allowed_seconds', v_decision."allowed_seconds",
      'held', v_decision."held"::text, 'cost_per_min', v_decision."cost_per_min"::text, 'connect_cost', v_decision."connect_cost"::text,
      'reason', v_decision."reason");
  END LOOP;
  "decisions" := to_jsonb(v_decisions);
  COMMIT;
  -- A transaction id makes this transaction's commit write a record and wait for its flush.
  PERFORM pg_current_xact_id();
END;
$$;
--> statement-breakpoint
-- Replaced by rl_authorize_calls_durably, which decides one call as well as many.
DROP PROCEDURE "rl_authorize_call_durably";--> statement-breakpoint
-- A reservation lives for one call: the call account's key (its cascade) is enough, and a check of
-- the account's and the trunk's rows at every insert cost each call two more lookups and a share
-- lock on rows every call of the account, or of the trunk, also locked.
ALTER TABLE "call_reservations" DROP CONSTRAINT "call_reservations_account_id_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "call_reservations" DROP CONSTRAINT "call_reservations_trunk_id_trunks_id_fk";

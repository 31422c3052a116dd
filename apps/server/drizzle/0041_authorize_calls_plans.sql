-- The batch decisions of migration 0040, with two fixes found by reading their plans:
-- 1. JIT off: a generic plan's estimates put the decision query over jit_above_cost, so a
--    PostgreSQL built with LLVM compiled it for every batch (40 ms, against a millisecond of work);
-- 2. key lookups only (no sequential or bitmap scans, no hash or merge joins): the plan is made
--    once per connection, and one made while call_reservations was small could hash the whole
--    table at every batch; a rate was read through the trigram index on prefixes (7 ms a call).
-- Everything else is as 0040 wrote it.
CREATE OR REPLACE PROCEDURE "rl_authorize_calls_durably"("p_calls" jsonb, "p_max_seconds" integer, "p_margin_seconds" integer, OUT "decisions" jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  c record;
  v_decisions jsonb[] := '{}';
  v_decision jsonb;
  -- What the batch's calls decided before the current one add, by call account, account and trunk id.
  v_held jsonb := '{}';
  v_channels jsonb := '{}';
  v_started jsonb := '{}';
  v_trunk_channels jsonb := '{}';
  v_trunk_started jsonb := '{}';
  -- The calls decided in this batch, by uuid: the switch may ask twice about one call.
  v_decided jsonb := '{}';
  v_per_min numeric;
  v_connect numeric;
  v_included integer;
  v_init integer;
  v_inc integer;
  v_available numeric;
  v_budget numeric;
  v_affordable bigint;
  v_charged bigint;
  v_allowed bigint;
  v_hold numeric;
  v_ca text;
  v_account text;
  v_trunk text;
  r_uuid text[] := '{}';
  r_call_account integer[] := '{}';
  r_account integer[] := '{}';
  r_trunk integer[] := '{}';
  r_switch text[] := '{}';
  r_direction text[] := '{}';
  r_destination text[] := '{}';
  r_per_min numeric[] := '{}';
  r_connect numeric[] := '{}';
  r_allowed integer[] := '{}';
  r_held numeric[] := '{}';
BEGIN
  SET LOCAL synchronous_commit = off;
  -- Each statement below is planned once per connection, not again for every batch's calls.
  SET LOCAL plan_cache_mode = force_generic_plan;
  -- A batch is a few index lookups: compiling its query (which a generic plan's estimates would ask
  -- for) cost 40 ms a batch on a PostgreSQL built with LLVM, a hundred times the lookups.
  SET LOCAL jit = off;
  -- Every row a batch reads, it reads by its key: the plan, made once per connection, must not
  -- depend on how big a table was then. Made while call_reservations was nearly empty, it could
  -- hash the whole table at every batch to find the asked calls among those already decided; the
  -- trigram index on rates' prefixes (the console's search), which answers `=` too, was read
  -- through a bitmap for a rate, matching thousands of rows for the short prefixes (7 ms a call).
  SET LOCAL enable_seqscan = off;
  SET LOCAL enable_hashjoin = off;
  SET LOCAL enable_mergejoin = off;
  SET LOCAL enable_bitmapscan = off;
  PERFORM 1 FROM "call_accounts" ca
    WHERE ca."id" IN (SELECT (j->>'callAccountId')::integer FROM jsonb_array_elements("p_calls") j)
    ORDER BY ca."id" FOR NO KEY UPDATE;
  PERFORM 1 FROM "accounts" a
    WHERE a."id" IN (SELECT ca."main_account_id" FROM "call_accounts" ca WHERE ca."id" IN (SELECT (j->>'callAccountId')::integer FROM jsonb_array_elements("p_calls") j))
      AND (a."maxchannels" > 0 OR a."cps" > 0)
    ORDER BY a."id" FOR NO KEY UPDATE;
  PERFORM pg_advisory_xact_lock(hashtext('rl_trunk_calls'), t."id") FROM (
    SELECT tr."id" FROM "trunks" tr
    WHERE tr."id" IN (SELECT (j->>'trunkId')::integer FROM jsonb_array_elements("p_calls") j) AND (tr."maxchannels" > 0 OR tr."cps" > 0)
    ORDER BY tr."id"
  ) t;
  DELETE FROM "call_reservations" r
    WHERE r."call_account_id" IN (SELECT (j->>'callAccountId')::integer FROM jsonb_array_elements("p_calls") j) AND r."expires_at" <= now();

  FOR c IN
    WITH "asked" AS (
      SELECT q."ordinal", lower(q."call"->>'callUuid') AS "uuid", (q."call"->>'callAccountId')::integer AS "call_account_id",
        q."call"->>'direction' AS "direction", q."call"->>'number' AS "number", (q."call"->>'didId')::integer AS "did_id",
        (q."call"->>'trunkId')::integer AS "trunk_id", q."call"->>'switchName' AS "switch_name",
        left(regexp_replace(coalesce(q."call"->>'number', ''), '\D', '', 'g'), 20) AS "digits"
      FROM jsonb_array_elements("p_calls") WITH ORDINALITY AS q("call", "ordinal")
    )
    SELECT k.*, ca."id" IS NOT NULL AS "ca_found", ca."number" AS "ca_number", ca."enabled" AS "ca_enabled", ca."main_account_id",
      ca."balance", ca."credit_limit", ca."local_charge_per_min", coalesce(h."held", 0) AS "held_by_calls",
      a."number" AS "account_number", a."enabled" AS "account_enabled", coalesce(a."maxchannels", 0) AS "maxchannels", coalesce(a."cps", 0) AS "cps",
      p."id" AS "pricelist_id", p."name" AS "pricelist_name", p."markup", coalesce(p."init_inc", 60) AS "pricelist_init", coalesce(p."inc", 60) AS "pricelist_inc",
      rate."cost_per_min" AS "rate_per_min", rate."connect_cost" AS "rate_connect", rate."included_seconds" AS "rate_included",
      rate."init_inc" AS "rate_init", rate."inc" AS "rate_inc", rate."found" AS "rate_found",
      d."id" AS "did_found", d."cost" AS "did_cost", d."connectcost" AS "did_connect", d."includedseconds" AS "did_included",
      d."init_inc" AS "did_init", d."inc" AS "did_inc",
      t."id" AS "trunk_found", t."name" AS "trunk_name", coalesce(t."maxchannels", 0) AS "trunk_maxchannels", coalesce(t."cps", 0) AS "trunk_cps",
      known."call_uuid" IS NOT NULL AS "known", known."allowed_seconds" AS "known_allowed", known."held" AS "known_held",
      known."cost_per_min" AS "known_per_min", known."connect_cost" AS "known_connect",
      -- Counted only where a limit asks for it (a scalar subquery in a CASE runs only when its branch is taken).
      CASE WHEN a."maxchannels" > 0 THEN (SELECT count(*) FROM "call_reservations" r
        WHERE r."account_id" = a."id" AND r."ended_at" IS NULL AND r."expires_at" > now()) ELSE 0 END AS "account_channels",
      CASE WHEN a."cps" > 0 THEN (SELECT count(*) FROM "call_reservations" r
        WHERE r."account_id" = a."id" AND r."created_at" > now() - interval '1 second') ELSE 0 END AS "account_started",
      CASE WHEN t."maxchannels" > 0 THEN (SELECT count(*) FROM "call_reservations" r
        WHERE r."trunk_id" = t."id" AND r."ended_at" IS NULL AND r."expires_at" > now()) ELSE 0 END AS "trunk_channels",
      CASE WHEN t."cps" > 0 THEN (SELECT count(*) FROM "call_reservations" r
        WHERE r."trunk_id" = t."id" AND r."created_at" > now() - interval '1 second') ELSE 0 END AS "trunk_started"
    FROM "asked" k
    LEFT JOIN "call_accounts" ca ON ca."id" = k."call_account_id"
    LEFT JOIN "call_account_holds" h ON h."call_account_id" = ca."id"
    LEFT JOIN "accounts" a ON a."id" = ca."main_account_id"
    LEFT JOIN "pricelists" p ON p."id" = ca."pricelist_id"
    LEFT JOIN LATERAL (
      SELECT r."cost_per_min", r."connect_cost", r."included_seconds", r."init_inc", r."inc", true AS "found" FROM "rates" r
      WHERE k."direction" = 'outbound' AND r."pricelist_id" = p."id" AND r."enabled"
        AND r."prefix" = ANY (ARRAY(SELECT left(k."digits", n) FROM generate_series(1, length(k."digits")) n))
      ORDER BY length(r."prefix") DESC LIMIT 1
    ) rate ON true
    LEFT JOIN "dids" d ON k."direction" = 'inbound' AND d."id" = k."did_id"
    LEFT JOIN "trunks" t ON t."id" = k."trunk_id"
    LEFT JOIN "call_reservations" known ON known."call_uuid" = k."uuid"
    ORDER BY k."ordinal"
  LOOP
    v_decision := NULL;
    v_ca := c."call_account_id"::text;
    v_account := c."main_account_id"::text;
    v_trunk := c."trunk_id"::text;
    IF NOT c."ca_found" THEN
      v_decision := jsonb_build_object('outcome', 'unknown', 'reason', format('Call account %s does not exist', c."call_account_id"));
    -- The switch asking again about the same call is answered what was decided the first time.
    ELSIF c."known" THEN
      v_decision := jsonb_build_object('outcome', 'allowed', 'allowed_seconds', c."known_allowed", 'held', c."known_held"::text,
        'cost_per_min', c."known_per_min"::text, 'connect_cost', c."known_connect"::text);
    ELSIF v_decided ? c."uuid" THEN
      v_decision := v_decided -> c."uuid";
    ELSIF NOT c."ca_enabled" THEN
      v_decision := jsonb_build_object('outcome', 'disabled', 'reason', format('Call account %s is disabled', c."ca_number"));
    ELSIF c."main_account_id" IS NOT NULL AND NOT c."account_enabled" THEN
      v_decision := jsonb_build_object('outcome', 'disabled', 'reason', format('Account %s is disabled', c."account_number"));
    ELSIF c."direction" = 'outbound' AND c."pricelist_id" IS NULL THEN
      v_decision := jsonb_build_object('outcome', 'no_rate', 'reason', format('Call account %s has no pricelist', c."ca_number"));
    ELSIF c."direction" = 'outbound' AND c."rate_found" IS NULL THEN
      v_decision := jsonb_build_object('outcome', 'no_rate',
        'reason', format('No rate for %s on pricelist %s', coalesce(nullif(c."digits", ''), 'an empty number'), c."pricelist_name"));
    ELSIF c."direction" = 'inbound' AND c."did_found" IS NULL THEN
      v_decision := jsonb_build_object('outcome', 'unknown', 'reason', format('DID %s does not exist', c."did_id"));
    END IF;
    IF v_decision IS NULL THEN
      v_init := c."pricelist_init";
      v_inc := c."pricelist_inc";
      v_connect := 0;
      v_included := 0;
      IF c."direction" = 'outbound' THEN
        v_per_min := round(c."rate_per_min" * (100 + c."markup") / 100, 5);
        v_connect := c."rate_connect";
        v_included := c."rate_included";
        v_init := coalesce(nullif(c."rate_init", 0), v_init);
        v_inc := coalesce(nullif(c."rate_inc", 0), v_inc);
      ELSIF c."direction" = 'inbound' THEN
        v_per_min := c."did_cost";
        v_connect := c."did_connect";
        v_included := c."did_included";
        v_init := coalesce(nullif(c."did_init", 0), v_init);
        v_inc := coalesce(nullif(c."did_inc", 0), v_inc);
      ELSE
        v_per_min := c."local_charge_per_min";
      END IF;
      v_init := greatest(1, v_init);
      v_inc := greatest(1, v_inc);
      IF c."maxchannels" > 0 AND c."account_channels" + coalesce((v_channels ->> v_account)::integer, 0) >= c."maxchannels" THEN
        v_decision := jsonb_build_object('outcome', 'account_channels',
          'reason', format('Account %s has its %s calls in progress', c."account_number", c."maxchannels"));
      ELSIF c."cps" > 0 AND c."account_started" + coalesce((v_started ->> v_account)::integer, 0) >= c."cps" THEN
        v_decision := jsonb_build_object('outcome', 'account_cps',
          'reason', format('Account %s started its %s calls of this second', c."account_number", c."cps"));
      ELSIF c."trunk_maxchannels" > 0 AND c."trunk_channels" + coalesce((v_trunk_channels ->> v_trunk)::integer, 0) >= c."trunk_maxchannels" THEN
        v_decision := jsonb_build_object('outcome', 'trunk_channels',
          'reason', format('Trunk %s has its %s calls in progress', c."trunk_name", c."trunk_maxchannels"));
      ELSIF c."trunk_cps" > 0 AND c."trunk_started" + coalesce((v_trunk_started ->> v_trunk)::integer, 0) >= c."trunk_cps" THEN
        v_decision := jsonb_build_object('outcome', 'trunk_cps',
          'reason', format('Trunk %s started its %s calls of this second', c."trunk_name", c."trunk_cps"));
      END IF;
      IF v_decision IS NOT NULL THEN
        v_decision := v_decision || jsonb_build_object('cost_per_min', v_per_min::text, 'connect_cost', v_connect::text);
      ELSE
        v_available := c."balance" + c."credit_limit" - c."held_by_calls" - coalesce((v_held ->> v_ca)::numeric, 0);
        v_budget := v_available - v_connect;
        IF v_per_min <= 0 THEN
          IF v_budget < 0 THEN
            v_decision := jsonb_build_object('outcome', 'insufficient', 'cost_per_min', v_per_min::text, 'connect_cost', v_connect::text,
              'reason', format('%s available does not pay the connect cost of %s', round(v_available, 5), v_connect));
          END IF;
          v_allowed := "p_max_seconds";
          v_charged := 0;
        ELSE
          v_affordable := CASE WHEN v_budget < 0 THEN -1 ELSE floor(v_budget * 60 / v_per_min) END;
          IF v_affordable < 0 OR (v_affordable < v_init AND v_included = 0) THEN
            v_decision := jsonb_build_object('outcome', 'insufficient', 'cost_per_min', v_per_min::text, 'connect_cost', v_connect::text,
              'reason', format('%s available does not pay the connect cost and the first %s seconds at %s a minute',
                round(v_available, 5), v_init, round(v_per_min, 5)));
          ELSE
            v_charged := CASE WHEN v_affordable < v_init THEN 0 ELSE v_init + ((v_affordable - v_init) / v_inc) * v_inc END;
            v_allowed := v_included + v_charged;
            IF v_allowed > "p_max_seconds" THEN
              v_allowed := "p_max_seconds";
              v_charged := CASE WHEN v_allowed <= v_included THEN 0
                ELSE v_init + ceil(greatest(0, v_allowed - v_included - v_init)::numeric / v_inc) * v_inc END;
            END IF;
          END IF;
        END IF;
        IF v_decision IS NULL THEN
          v_hold := round(v_connect + v_per_min * v_charged / 60, 5);
          v_decision := jsonb_build_object('outcome', 'allowed', 'allowed_seconds', v_allowed, 'held', v_hold::text,
            'cost_per_min', round(v_per_min, 5)::text, 'connect_cost', v_connect::text);
          v_held := v_held || jsonb_build_object(v_ca, coalesce((v_held ->> v_ca)::numeric, 0) + v_hold);
          IF v_account IS NOT NULL THEN
            v_channels := v_channels || jsonb_build_object(v_account, coalesce((v_channels ->> v_account)::integer, 0) + 1);
            v_started := v_started || jsonb_build_object(v_account, coalesce((v_started ->> v_account)::integer, 0) + 1);
          END IF;
          IF v_trunk IS NOT NULL THEN
            v_trunk_channels := v_trunk_channels || jsonb_build_object(v_trunk, coalesce((v_trunk_channels ->> v_trunk)::integer, 0) + 1);
            v_trunk_started := v_trunk_started || jsonb_build_object(v_trunk, coalesce((v_trunk_started ->> v_trunk)::integer, 0) + 1);
          END IF;
          v_decided := v_decided || jsonb_build_object(c."uuid", v_decision);
          r_uuid := r_uuid || c."uuid";
          r_call_account := r_call_account || c."call_account_id";
          r_account := r_account || c."main_account_id";
          r_trunk := r_trunk || c."trunk_id";
          r_switch := r_switch || c."switch_name";
          r_direction := r_direction || c."direction";
          r_destination := r_destination || left(coalesce(c."number", ''), 64);
          r_per_min := r_per_min || v_per_min;
          r_connect := r_connect || v_connect;
          r_allowed := r_allowed || v_allowed::integer;
          r_held := r_held || v_hold;
        END IF;
      END IF;
    END IF;
    v_decisions := v_decisions || (jsonb_build_object('allowed_seconds', 0, 'held', '0', 'cost_per_min', NULL, 'connect_cost', NULL, 'reason', NULL) || v_decision);
  END LOOP;
  INSERT INTO "call_reservations" ("call_uuid", "call_account_id", "account_id", "trunk_id", "switch_name", "direction", "destination",
    "cost_per_min", "connect_cost", "allowed_seconds", "held", "expires_at")
  SELECT n."uuid", n."call_account", n."account", n."trunk", n."switch", n."direction", n."destination", n."per_min", n."connect", n."allowed", n."held",
    now() + make_interval(secs => n."allowed" + "p_margin_seconds")
  FROM unnest(r_uuid, r_call_account, r_account, r_trunk, r_switch, r_direction, r_destination, r_per_min, r_connect, r_allowed, r_held)
    AS n("uuid", "call_account", "account", "trunk", "switch", "direction", "destination", "per_min", "connect", "allowed", "held");
  "decisions" := to_jsonb(v_decisions);
  COMMIT;
  -- A transaction that writes no WAL commits without waiting for the disk, even with an id (the
  -- pg_current_xact_id() that rl_authorize_call_durably relied on): a logical message, which nothing
  -- reads, is the smallest WAL record that makes this commit wait for the flush.
  PERFORM pg_logical_emit_message(true, 'rl_authorize_calls', '');
END;
$$;

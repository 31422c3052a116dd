import { createHash } from 'node:crypto';

/** A call to write as FreeSWITCH would, for tests, benchmarks and demo data. */
export interface SampleCall {
  /** This leg's uuid. */
  uuid: string;
  /** The A-leg's uuid, for a B-leg. */
  aLegUuid?: string;
  callerIdNumber: string;
  callerIdName?: string;
  destinationNumber: string;
  /** The SIP user placing the call (an extension's username) and its domain; an outside caller has none. */
  sipUser?: string;
  domain: string;
  start: Date;
  /** Seconds of ringing before an answer, and seconds talked (0: never answered). */
  ringSeconds?: number;
  billsec: number;
  hangupCause?: string;
  /** The sofia gateway a B-leg leaves through. */
  gateway?: string;
  /** More channel variables (Ringledger's rl_* ids). */
  variables?: Record<string, string>;
}

const micros = (date: Date) => String(date.getTime() * 1000);
const epoch = (date: Date) => String(Math.floor(date.getTime() / 1000));
const stamp = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 19);
/** Stable per call, so a body written twice is the same body. */
const hexOf = (seed: string, length: number) => createHash('sha256').update(seed).digest('hex').slice(0, length);

/** Media and SIP details every real CDR carries, so bodies are the size and shape of a switch's. */
function mediaVariables(call: SampleCall, answered: boolean) {
  const seed = hexOf(call.uuid, 32);
  const packets = answered ? call.billsec * 50 : 0;
  const stats: Record<string, string> = {};
  for (const way of ['in', 'out'] as const) {
    for (const [name, value] of Object.entries({
      raw_bytes: packets * 172,
      media_bytes: packets * 160,
      packet_count: packets,
      media_packet_count: packets,
      skip_packet_count: way === 'in' ? Math.floor(packets / 500) : 0,
      jitter_packet_count: 0,
      dtmf_packet_count: 0,
      cng_packet_count: 0,
      flush_packet_count: 0,
      largest_jb_size: 0,
    })) {
      stats[`rtp_audio_${way}_${name}`] = String(value);
    }
  }
  Object.assign(stats, {
    rtp_audio_in_jitter_min_variance: '0.00',
    rtp_audio_in_jitter_max_variance: answered ? '7.41' : '0.00',
    rtp_audio_in_jitter_loss_rate: '0.00',
    rtp_audio_in_jitter_burst_rate: '0.00',
    rtp_audio_in_mean_interval: answered ? '20.01' : '0.00',
    rtp_audio_in_flaw_total: '0',
    rtp_audio_in_quality_percentage: '100.00',
    rtp_audio_in_mos: '4.50',
    rtp_audio_rtcp_packet_count: String(Math.floor(packets / 250)),
    rtp_audio_rtcp_octet_count: String(Math.floor(packets / 250) * 84),
  });
  return {
    sip_call_id: `${seed.slice(0, 16)}@10.0.0.21`,
    sip_local_network_addr: '203.0.113.10',
    sip_network_ip: '198.51.100.23',
    sip_network_port: '5060',
    sip_received_ip: '198.51.100.23',
    sip_received_port: '5060',
    sip_via_protocol: 'udp',
    sip_from_tag: seed.slice(0, 10),
    sip_to_tag: seed.slice(10, 22),
    sip_full_via: `SIP/2.0/UDP 198.51.100.23:5060;rport=5060;branch=z9hG4bK${seed.slice(0, 12)}`,
    sip_allow: 'INVITE, ACK, BYE, CANCEL, OPTIONS, MESSAGE, INFO, UPDATE, REGISTER, REFER, NOTIFY, PUBLISH, SUBSCRIBE',
    sip_user_agent: 'Yealink SIP-T46U 108.86.0.45',
    switch_r_sdp: `v=0\r\no=- ${seed.slice(0, 8)} 1 IN IP4 198.51.100.23\r\ns=SDP data\r\nc=IN IP4 198.51.100.23\r\nt=0 0\r\nm=audio 11780 RTP/AVP 9 0 8 18 101\r\na=rtpmap:9 G722/8000\r\na=rtpmap:0 PCMU/8000\r\na=rtpmap:8 PCMA/8000\r\na=rtpmap:18 G729/8000\r\na=fmtp:18 annexb=no\r\na=rtpmap:101 telephone-event/8000\r\na=fmtp:101 0-15\r\na=ptime:20\r\na=sendrecv\r\n`,
    sip_local_sdp_str: `v=0\no=FreeSWITCH 1700000000 1700000001 IN IP4 203.0.113.10\ns=FreeSWITCH\nc=IN IP4 203.0.113.10\nt=0 0\nm=audio 24680 RTP/AVP 0 101\na=rtpmap:0 PCMU/8000\na=rtpmap:101 telephone-event/8000\na=fmtp:101 0-16\na=ptime:20\na=sendrecv\n`,
    ep_codec_string: 'mod_spandsp.G722@8000h@20i@64000b,CORE_PCM_MODULE.PCMU@8000h@20i@64000b,CORE_PCM_MODULE.PCMA@8000h@20i@64000b',
    rtp_use_codec_name: 'PCMU',
    rtp_use_codec_rate: '8000',
    rtp_use_codec_ptime: '20',
    rtp_use_codec_channels: '1',
    rtp_last_audio_codec_string: 'PCMU@8000h@20i@1c',
    read_codec: 'PCMU',
    original_read_codec: 'PCMU',
    read_rate: '8000',
    original_read_rate: '8000',
    write_codec: 'PCMU',
    write_rate: '8000',
    local_media_ip: '203.0.113.10',
    local_media_port: '24680',
    advertised_media_ip: '203.0.113.10',
    remote_media_ip: '198.51.100.23',
    remote_media_port: '11780',
    rtp_local_sdp_str: 'm=audio 24680 RTP/AVP 0 101',
    audio_media_flow: 'sendrecv',
    video_media_flow: 'disabled',
    text_media_flow: 'disabled',
    ...stats,
  };
}

/** A duration as FreeSWITCH gives it twice: `{name}sec` and `{name}msec`. */
function secondsAndMillis(name: string, seconds: number): Record<string, string> {
  return { [`${name}sec`]: String(seconds), [`${name}msec`]: String(seconds * 1000) };
}

/** The times and durations FreeSWITCH sets on every channel at hangup. */
function timeVariables(start: Date, answer: Date | null, end: Date, billsec: number) {
  const duration = Math.round((end.getTime() - start.getTime()) / 1000);
  const wait = answer ? Math.round((answer.getTime() - start.getTime()) / 1000) : 0;
  return {
    start_stamp: stamp(start),
    profile_start_stamp: stamp(start),
    answer_stamp: answer ? stamp(answer) : '',
    bridge_stamp: answer ? stamp(answer) : '',
    end_stamp: stamp(end),
    start_epoch: epoch(start),
    start_uepoch: micros(start),
    profile_start_epoch: epoch(start),
    profile_start_uepoch: micros(start),
    answer_epoch: answer ? epoch(answer) : '0',
    answer_uepoch: answer ? micros(answer) : '0',
    bridge_epoch: answer ? epoch(answer) : '0',
    bridge_uepoch: answer ? micros(answer) : '0',
    last_hold_epoch: '0',
    last_hold_uepoch: '0',
    hold_accum_seconds: '0',
    hold_accum_usec: '0',
    hold_accum_ms: '0',
    resurrect_epoch: '0',
    resurrect_uepoch: '0',
    progress_epoch: epoch(start),
    progress_uepoch: micros(start),
    progress_media_epoch: epoch(start),
    progress_media_uepoch: micros(start),
    end_epoch: epoch(end),
    end_uepoch: micros(end),
    duration: String(duration),
    mduration: String(duration * 1000),
    ...secondsAndMillis('bill', billsec),
    ...secondsAndMillis('progress', 0),
    ...secondsAndMillis('answer', wait),
    ...secondsAndMillis('wait', wait),
    ...secondsAndMillis('progress_media', 0),
    ...secondsAndMillis('flow_bill', duration),
    uduration: String(duration * 1_000_000),
    billusec: String(billsec * 1_000_000),
    tod_tags: 'off_peak',
  };
}

/** The CDR mod_json_cdr would post for one leg: channel data, variables, app log, callflow with times. */
export function buildModJsonCdr(call: SampleCall): Record<string, unknown> {
  const isBLeg = call.aLegUuid !== undefined;
  const answered = call.billsec > 0;
  const ring = call.ringSeconds ?? 4;
  const answer = answered ? new Date(call.start.getTime() + ring * 1000) : null;
  const end = new Date(call.start.getTime() + (ring + call.billsec) * 1000 + 280);
  const hangupCause = call.hangupCause ?? (answered ? 'NORMAL_CLEARING' : 'NO_ANSWER');
  const user = call.sipUser ?? call.callerIdNumber;
  const channelName = isBLeg ? `sofia/gateway/${call.gateway ?? 'carrier'}/${call.destinationNumber}` : `sofia/internal/${user}@${call.domain}`;
  const bridge = `sofia/gateway/${call.gateway ?? 'carrier'}/${call.destinationNumber}`;
  const variables: Record<string, string> = {
    direction: isBLeg ? 'outbound' : 'inbound',
    uuid: call.uuid,
    session_id: String(Number.parseInt(hexOf(call.uuid, 6), 16)),
    sip_from_user: user,
    sip_from_uri: `${user}@${call.domain}`,
    sip_from_host: call.domain,
    channel_name: channelName,
    ...mediaVariables(call, answered),
    sip_authorized: call.sipUser ? 'true' : 'false',
    'Event-Name': 'REQUEST_PARAMS',
    'Core-UUID': '2b1f6c4e-61a0-4c41-9d1e-0d6a7c1f2e33',
    'FreeSWITCH-Hostname': 'pbx1',
    'FreeSWITCH-Switchname': 'pbx1',
    'FreeSWITCH-IPv4': '203.0.113.10',
    'FreeSWITCH-IPv6': '::1',
    'Event-Date-Local': stamp(call.start),
    'Event-Date-GMT': call.start.toUTCString(),
    'Event-Date-Timestamp': micros(call.start),
    'Event-Calling-File': 'sofia.c',
    'Event-Calling-Function': 'sofia_handle_sip_i_invite',
    'Event-Calling-Line-Number': '10596',
    'Event-Sequence': String(Number.parseInt(hexOf(call.uuid, 5), 16)),
    ...(call.sipUser && {
      sip_number_alias: call.sipUser,
      sip_auth_username: call.sipUser,
      sip_auth_realm: call.domain,
      number_alias: call.sipUser,
      requested_user_name: call.sipUser,
      requested_domain_name: call.domain,
      user_name: call.sipUser,
      domain_name: call.domain,
      user_context: 'default',
      accountcode: call.sipUser,
      toll_allow: 'domestic,international,local',
      effective_caller_id_name: call.callerIdName ?? `Extension ${call.sipUser}`,
      effective_caller_id_number: call.sipUser,
      outbound_caller_id_name: 'Ringledger',
      outbound_caller_id_number: call.callerIdNumber,
      callgroup: 'sales',
    }),
    record_stereo: 'true',
    default_gateway: call.gateway ?? 'carrier',
    default_areacode: '234',
    transfer_fallback_extension: 'operator',
    sip_from_user_stripped: user,
    sofia_profile_name: isBLeg ? 'external' : 'internal',
    sofia_profile_url: `sip:mod_sofia@203.0.113.10:${isBLeg ? 5080 : 5060}`,
    recovery_profile_name: isBLeg ? 'external' : 'internal',
    sip_from_display: call.callerIdName ?? user,
    sip_full_from: `"${call.callerIdName ?? user}" <sip:${user}@${call.domain}>;tag=${hexOf(call.uuid, 10)}`,
    sip_full_to: `<sip:${call.destinationNumber}@${call.domain}>`,
    sip_req_user: call.destinationNumber,
    sip_req_uri: `${call.destinationNumber}@${call.domain}`,
    sip_req_host: call.domain,
    sip_to_user: call.destinationNumber,
    sip_to_uri: `${call.destinationNumber}@${call.domain}`,
    sip_to_host: call.domain,
    sip_contact_params: 'transport=udp',
    sip_contact_user: user,
    sip_contact_port: '5060',
    sip_contact_uri: `${user}@198.51.100.23:5060`,
    sip_contact_host: '198.51.100.23',
    sip_via_host: '198.51.100.23',
    sip_via_port: '5060',
    sip_via_rport: '5060',
    DP_MATCH: `ARRAY::${call.destinationNumber}|:${call.destinationNumber}`,
    call_uuid: call.aLegUuid ?? call.uuid,
    ...(isBLeg && { originating_leg_uuid: call.aLegUuid ?? '', sip_gateway_name: call.gateway ?? 'carrier', originator: call.aLegUuid ?? '' }),
    RFC2822_DATE: call.start.toUTCString().replace('GMT', '+0000'),
    export_vars: 'RFC2822_DATE',
    dialed_extension: call.destinationNumber,
    hangup_after_bridge: 'true',
    continue_on_fail: 'true',
    originate_disposition: answered ? 'SUCCESS' : hangupCause,
    DIALSTATUS: answered ? 'SUCCESS' : 'NOANSWER',
    originate_causes: `${hexOf(call.uuid, 8)};${answered ? 'NONE' : hangupCause}`,
    last_bridge_to: hexOf(`${call.uuid}-peer`, 32),
    bridge_channel: bridge,
    bridge_uuid: hexOf(`${call.uuid}-peer`, 32),
    signal_bond: hexOf(`${call.uuid}-peer`, 32),
    last_sent_callee_id_name: 'Outbound Call',
    last_sent_callee_id_number: call.destinationNumber,
    current_application_data: `${bridge}`,
    current_application: 'bridge',
    sip_term_status: answered ? '200' : '487',
    proto_specific_hangup_cause: answered ? 'sip:200' : 'sip:487',
    sip_term_cause: answered ? '16' : '19',
    last_bridge_role: isBLeg ? 'transferee' : 'originator',
    sip_user_agent_string: 'FreeSWITCH-mod_sofia/1.10.12-release~64bit',
    sip_hangup_disposition: 'send_bye',
    bridge_hangup_cause: hangupCause,
    hangup_cause: hangupCause,
    hangup_cause_q850: answered ? '16' : '19',
    digits_dialed: 'none',
    ...timeVariables(call.start, answer, end, call.billsec),
    ...call.variables,
  };
  const profile = {
    username: user,
    dialplan: 'XML',
    caller_id_name: call.callerIdName ?? user,
    ani: call.callerIdNumber,
    aniii: '',
    caller_id_number: call.callerIdNumber,
    network_addr: '198.51.100.23',
    rdnis: '',
    destination_number: call.destinationNumber,
    uuid: call.uuid,
    source: 'mod_sofia',
    context: isBLeg ? 'public' : 'default',
    chan_name: channelName,
  };
  const applications = [
    { app_name: 'set', app_data: 'hangup_after_bridge=true' },
    { app_name: 'set', app_data: 'continue_on_fail=true' },
    { app_name: 'export', app_data: `RFC2822_DATE=${variables.RFC2822_DATE}` },
    { app_name: 'bridge', app_data: bridge },
  ];
  const usOf = (date: Date | null) => (date ? micros(date) : '0');
  return {
    'core-uuid': variables['Core-UUID'],
    switchname: 'pbx1',
    channel_data: {
      state: 'CS_REPORTING',
      direction: variables.direction,
      state_number: '11',
      flags: '0=1;1=1;3=1;38=1;39=1;41=1;44=1;54=1;76=1;113=1;114=1;123=1;160=1',
      caps: '1=1;2=1;3=1;4=1;5=1;6=1;8=1;9=1;10=1',
    },
    callStats: { audio: { inbound: { raw_bytes: Number(variables.rtp_audio_in_raw_bytes), packet_count: Number(variables.rtp_audio_in_packet_count) } } },
    variables,
    app_log: { applications },
    callflow: [
      {
        dialplan: 'XML',
        profile_index: '1',
        extension: { name: 'outbound_call', number: call.destinationNumber, applications, current_app: 'bridge' },
        caller_profile: {
          ...profile,
          ...(isBLeg ? { originator: { originator_caller_profiles: [{ ...profile, uuid: call.aLegUuid }] } } : {}),
        },
        times: {
          created_time: micros(call.start),
          profile_created_time: micros(call.start),
          progress_time: micros(call.start),
          progress_media_time: micros(call.start),
          answered_time: usOf(answer),
          bridged_time: usOf(answer),
          last_hold_time: '0',
          hold_accum_time: '0',
          hangup_time: micros(end),
          resurrect_time: '0',
          transfer_time: '0',
        },
      },
    ],
  };
}

export type CdrEncoding = 'json' | 'form' | 'base64';

/**
 * A CDR as mod_json_cdr posts it: `json` (encode=false), `form` (encode=true: cdr= and the JSON
 * %-encoded, as switch_url_encode does it) or `base64`; `encodeValues` %-encodes every variable
 * first (encode-values=true).
 */
export function encodeModJsonCdr(cdr: Record<string, unknown>, options: { encoding?: CdrEncoding; encodeValues?: boolean } = {}) {
  let body = cdr;
  if (options.encodeValues) {
    const variables = Object.fromEntries(Object.entries(cdr.variables as Record<string, string>).map(([name, value]) => [name, switchUrlEncode(value)]));
    body = { ...cdr, variables };
  }
  const json = JSON.stringify(body);
  if (options.encoding === 'form') return { body: `cdr=${switchUrlEncode(json)}`, contentType: 'application/x-www-form-urlencoded' };
  if (options.encoding === 'base64') return { body: `cdr=${Buffer.from(json).toString('base64')}`, contentType: 'application/x-www-form-base64-encoded' };
  return { body: json, contentType: 'application/json' };
}

/**
 * FreeSWITCH's switch_url_encode: the characters of SWITCH_URL_UNSAFE and every byte outside
 * printable ASCII as %XX, except a % that already starts an escape (it never encodes twice).
 */
export function switchUrlEncode(text: string) {
  const unsafe = '\r\n #%&+:;<=>?@[\\]^`{|}"';
  const bytes = Buffer.from(text, 'utf8');
  let out = '';
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index];
    const char = String.fromCharCode(byte);
    const isEscape = char === '%' && /^[0-9A-F]{2}$/.test(bytes.subarray(index + 1, index + 3).toString('latin1'));
    out += !isEscape && (byte < 32 || byte > 126 || unsafe.includes(char)) ? `%${byte.toString(16).toUpperCase().padStart(2, '0')}` : char;
  }
  return out;
}

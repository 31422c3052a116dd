import { z } from 'zod';
import type { PermissionLabel } from './permissions.js';
import { listQuerySchema } from './list-query.js';

/**
 * A lookup narrowed by another field of the same form: its rows are listed with the list filter
 * `filter` set to that field's value, the rule the server keeps on save (sameOwner and its kin).
 * With `of: 'parent'` the field is the parent row's (a DID assigned to an extension is one of the
 * extension's account's customer's).
 */
export interface LookupNarrowing {
  field: string;
  filter: string;
  of?: 'parent';
}

export type FieldInput =
  | { kind: 'email' | 'tel' | 'textarea' }
  /** Free text; `canGenerate` offers a random SIP-safe name (a device's username). */
  | { kind: 'text'; canGenerate?: boolean }
  /** A secret; `canGenerate` offers a strong random one. */
  | { kind: 'password'; canGenerate?: boolean }
  | { kind: 'number'; min?: number; step?: number }
  /** A calendar day, held as `YYYY-MM-DD` (a filter's range). */
  | { kind: 'date' }
  | { kind: 'boolean' }
  | { kind: 'select'; options: readonly { value: string; text: string }[] }
  /**
   * A row of another resource, picked by `display`; `missing` overrides "The chosen … does not
   * exist"; `embed` names the record key its row is embedded under when the field is not named
   * `<key>_id` (a trunk's `failover_gateway_1` shows as `failover_1`); `narrowedBy` offers only the
   * rows that fit another field of the form once it has a value (an extension's call accounts are
   * those of its account's customer).
   */
  | { kind: 'lookup'; resource: string; display: string; missing?: string; embed?: string; narrowedBy?: LookupNarrowing }
  /** A number-translation list edited as from/to pairs (localizations). */
  | { kind: 'translations' }
  /**
   * An object of text values (a switch's parameters or channel variables) edited as key/value
   * rows; `suggestions` are the keys usually given, offered as the key is typed.
   */
  | { kind: 'keyValues'; suggestions?: readonly string[] }
  /**
   * An object of named, typed settings (a queue's `parameters`), each edited as the field it
   * describes: a select, a number, a yes/no, a lookup. Make it with `fieldGroup`, which builds the
   * schema from these fields.
   */
  | { kind: 'group'; fields: Record<string, FieldDescription> };

/** One writable field: its value schema (no default), how forms show it, and its create rules. */
export interface FieldDescription {
  schema: z.ZodType;
  label: string;
  input: FieldInput;
  /** Never left out or empty; `'create'`: only when creating, an edit may leave it out (see isRequiredIn). */
  required?: boolean | 'create';
  default?: string | number | boolean;
  /** May be cleared with null on edit. */
  nullable?: boolean;
  placeholder?: string;
  /** Shown and accepted only when creating, or only when editing (the user's role). */
  only?: 'create' | 'edit';
  /**
   * A reference whose name and target follow another field (spec §4: choosing the account type
   * re-labels the linked id to user_id or provider_id). The body names it by the chosen option;
   * the record keeps this field's own name.
   */
  linked?: LinkedField;
  /** The field is unique (per parent, for nested rows): the conflict's message, `{value}` standing for the value given. */
  unique?: string;
  /** A valid value for documentation and generated samples, where the input kind cannot suggest one. */
  example?: string | number | boolean;
  /** A short sentence under the field in forms, for what its label cannot say (what an increment is). */
  help?: string;
  /**
   * The field means something only while another field holds one value (a DID's queue, once it
   * rings a queue): forms show it then, and otherwise send it as null.
   */
  shownWhen?: { field: string; value: string };
}

export interface LinkedField {
  /** The field whose value picks the name: `type`. */
  by: string;
  /** The record's embedded row for the reference (`user`), which views show under the chosen label. */
  embed: string;
  /** Per option of `by`: the body's name for the reference, its label and the resource looked up. */
  options: Record<string, { name: string; label: string; resource: string; display: string; isOptional?: boolean }>;
}

/** `key`'s value names the direction of the amount; the values in `negative` take money away. */
export interface MoneySign {
  key: string;
  negative: readonly string[];
}

export type Operation = 'list' | 'view' | 'create' | 'edit' | 'delete';

/**
 * How a record reads, on its page and in its form: what leads (the name or number, then its
 * status), how the rest groups into titled sections, what is technical (folded away on the page,
 * never in forms) and what the page shows as summary cards instead of in the sections.
 */
export interface RecordLayout {
  /** Record keys; the first names the record, the rest show as badges beside it (`enabled`). */
  lead: readonly string[];
  /** Field names and record keys, in order; a reference field shows its row's name on the page. */
  sections: readonly { title: string; fields: readonly string[] }[];
  /** The audit keys the record has (id, creator, timestamps) unless given. */
  technical?: readonly string[];
  /** Record keys the page shows as cards above the sections (a call account's money), under a title. */
  summary?: { title: string; keys: readonly string[] };
}

/**
 * Rows that live under one row of another resource (rates under a pricelist): listed and
 * changed at `/<parent path>/:param/<name>`, each naming its parent in `field`.
 */
export interface ParentLink {
  /** The parent resource's name: `pricelists`. */
  resource: string;
  /** The path parameter naming the parent row. Always `id`: siblings under `/users/:id` must share one name. */
  param: 'id';
  /** The column that names the parent (`pricelist_id`); a new row takes the parent's id there. */
  field: string;
  /** What else every row under the parent has, and a new row takes (a user's accounts are of type user). */
  where?: Record<string, string | number | boolean>;
  /** The path parameter naming one row under the parent (`rateId`). */
  rowParam: string;
  /**
   * The column `rowParam` names a row by, when not its `id`: an extension's DID assignment is
   * addressed by the DID (`/extensions/7/dids/12` is DID 12 on extension 7).
   */
  rowKey?: string;
  /**
   * The name under which a body may repeat the parent's id, as the spec's client sends it (an
   * extension DID's assignment payload carries `extensionId`): a whole number, or its digits as
   * text, which must be the path's parent and is not stored.
   */
  echo?: string;
  /**
   * When `field` names a row of another resource that in turn names the parent: a user's
   * extensions are those whose account (`field: 'account_id'`) has the user as owner
   * (`through: {resource: 'accounts', field: 'type_id', where: {type: 'user'}}`). Such a view
   * is read-only: rows are made where they belong.
   */
  through?: {
    resource: string;
    field: string;
    where?: Record<string, string | number | boolean>;
    /**
     * The column of those rows that names this row, when not their `id`: a queue's agents are the
     * agents (`field: 'id'`) named by the tiers (`through: {resource: 'call_center_tiers', field:
     * 'queue_id', select: 'agent_id'}`) of the queue.
     */
    select?: string;
  };
}

/**
 * Where the console shows a resource's rows, when not at `/<name>` (spec 02 lists call-centre
 * agents at `call_center/agents` and shows one at `call_center/agent/{id}`). Paths have no leading
 * slash; a nested resource's name its parent row as `:id`.
 */
export interface ConsolePages {
  /** The list; a new row is added at `<list>/new`. */
  list: string;
  /** The base of a row's page, `<record>/{id}`, when not `list`. Then `<list>/{id}` is the row's edit page. */
  record?: string;
  /** Further bases a row's page is also found at (the spec's second path to a queue tier). */
  aliases?: readonly string[];
}

export interface ResourceDescription {
  /** URL segment and cache key: `dids`. */
  name: string;
  label: PermissionLabel;
  path: string;
  singular: string;
  plural: string;
  /** Sidebar group title. */
  menu: string;
  /** The sidebar shows a single link to the list (spec 01 §2.3: "Domains is a single link"); the list page still offers its add page. */
  isMenuLink?: boolean;
  operations: readonly Operation[];
  /**
   * The console page that adds rows when no generic form can (an audio file arrives as a file,
   * at `/audio_files/upload`): the sidebar's and the list's add entries lead there, for holders
   * of the create permission.
   */
  addPage?: string;
  fields: Record<string, FieldDescription>;
  record: z.ZodObject;
  /**
   * What a list may be ordered by: record keys, or `embed.column` for a column of an embedded row
   * (an extension by its caller id's number). Each reads as its `labelOf`.
   */
  sortable: readonly string[];
  /** The order of a list that names none (`prefix`); newest first when absent. */
  defaultSort?: string;
  /**
   * Embedded rows reached through another embedded row: `{user: 'account'}` answers the account's
   * own `user` embed as the record's `user` (an extension's owner, through its account).
   */
  embedsThrough?: Record<string, string>;
  /** Record keys, `embed.column` for a column of an embedded row's table (a DID by its call account's name), or `embed.embed.column` one step further (a DID by its account's user's name). */
  searchable: readonly string[];
  filters: Record<string, z.ZodType>;
  columns: readonly string[];
  /**
   * The columns a list keeps on a phone, where the rest hide (still in `columns` order): what
   * tells rows apart and the figure a person came for (a call account's balance). Without it,
   * the columns that lead the record's layout.
   */
  keyColumns?: readonly string[];
  /**
   * Columns a list hides until a person shows them with its column chooser: what would push the
   * key columns out of a laptop's view (1440 px) and can be read on the record's page instead.
   */
  hiddenByDefault?: readonly string[];
  /** Columns whose text is read whole, wrapped over lines instead of cut (why a call went unrated). */
  wrappedColumns?: readonly string[];
  /**
   * Money keys stored unsigned whose sign another key of the row gives: a ledger line's amount is
   * a positive number and its type says whether it left the account.
   */
  signedBy?: Record<string, MoneySign>;
  /** What an empty value of a key means, said in its place (a carrier's side of a call no rate priced reads "Unpriced"). */
  emptyAs?: Record<string, string>;
  /** The field a lookup shows for a picked row. */
  display: string;
  titles: { list: string; create: string; edit: string; view: string };
  /** Toasts, the load-failure line, and the 404 when it is not "<singular> was not found". */
  messages: { created: string; updated: string; deleted: string; loadFailed: string; notFound?: string };
  /** Fields a body may never name, with the message that says why (a balance moves only through the ledger). */
  readOnly?: Record<string, string>;
  /**
   * Fields whose rows must all belong to one owner, so money never lands on another customer: a
   * DID's account and call account. A linked owner field (`type_id`) stands for the row's own owner.
   */
  sameOwner?: readonly string[];
  /** Rows under a row of another resource; see ParentLink. */
  parent?: ParentLink;
  /** The console's pages for these rows, when not at `/<name>`; a nested resource has pages of its own only with them. */
  pages?: ConsolePages;
  /**
   * The sidebar's links when the rows are listed on several pages (call records per user, per
   * provider, and those not billed), each shown with the list action; without it, "All <menu>".
   */
  menuPages?: readonly { label: string; path: string }[];
  /** The resource whose rows these are, when this is a view of them (a user's accounts are accounts). */
  rowsOf?: string;
  layout?: RecordLayout;
  /** Labels of record keys that are no field (a balance); fields and their embeds carry their own. */
  labels?: Record<string, string>;
  /** Record keys a lookup shows beside `display` to tell rows apart (an account's owner); searched too. */
  lookupContext?: readonly string[];
  /**
   * Who holds one of these rows, as a path through its record to a column (`user.name`, an
   * account's owner; `account.user.name`, a DID's): a record that embeds such a row with an
   * `owner` key (see `ownedRef`) is answered that name in it, joined in the list's own query, and
   * its list search matches it, so a reference reads "8031234567 · Kofi Mensah" everywhere.
   */
  owner?: string;
  /**
   * The money a row holds (a call account's `balance`): a list flags it, colour and icon, when it
   * is negative or below the Low Balance Threshold, and the row's page says so at its top. A row
   * whose `postpaid` flag is set runs on credit, so only a negative balance is flagged there.
   */
  balance?: { key: string; postpaid?: string };
}

/** The key of an embedded row that carries its holder's name (see ResourceDescription.owner). */
export const OWNER_KEY = 'owner';

/** An embedded row of a resource that declares its `owner`: its own columns, and the holder's name. */
export function ownedRef<const S extends z.core.$ZodLooseShape>(shape: S) {
  return z.object({ ...shape, [OWNER_KEY]: z.string().nullable() } as S & { owner: z.ZodNullable<z.ZodString> }).nullable();
}

/** What most resources share, which a description states only where it differs. */
type Standard = 'path' | 'menu' | 'operations' | 'titles' | 'messages';

/**
 * A description as written: the path is `/<name>`, the sidebar's title the plural with capitals,
 * the operations all five, and titles and messages the spec's usual wording but for the ones given.
 */
export type ResourceInput = Omit<ResourceDescription, Standard> & {
  path?: string;
  menu?: string;
  operations?: readonly Operation[];
  titles?: Partial<ResourceDescription['titles']>;
  messages?: Partial<ResourceDescription['messages']>;
};

export const CRUD_OPERATIONS: readonly Operation[] = ['list', 'view', 'create', 'edit', 'delete'];

/** `call center queues` as a title: `Call Center Queues`; capitals already written stay (`SIP profiles`). */
const capitalized = (words: string) => words.replace(/(^|\s)(\S)/g, (_match, space: string, letter: string) => space + letter.toUpperCase());

export function defineResource<const R extends ResourceInput>(resource: R): Omit<R, Standard> & Pick<ResourceDescription, Standard> {
  const { singular, plural } = resource;
  return {
    ...resource,
    path: resource.path ?? `/${resource.name}`,
    menu: resource.menu ?? capitalized(plural),
    operations: resource.operations ?? CRUD_OPERATIONS,
    titles: {
      // What the list is, as a person names it ("Call Accounts"), not the old console's "Showing data for call accounts".
      list: resource.menu ?? capitalized(plural),
      create: `Fill in details for the new ${singular}`,
      edit: `Edit ${singular}`,
      view: `${singular} Details`,
      ...resource.titles,
    },
    messages: { ...standardMessages(singular, plural.toLowerCase()), ...resource.messages },
  };
}

/** The spec's usual toast and load-failure wording. */
export function standardMessages(singular: string, plural: string): ResourceDescription['messages'] {
  return {
    created: `${singular} created successfully`,
    updated: `${singular} updated successfully`,
    deleted: `${singular} deleted successfully`,
    loadFailed: `Could not load ${plural}, try refreshing the page`,
  };
}

export const HIDDEN_COLUMNS = ['id', 'did_id'] as const;

/** Whether a form of this mode must have the field (forms mark it, and send a cleared one as null to be refused). */
export function isRequiredIn(field: Pick<FieldDescription, 'required'>, mode: 'create' | 'edit') {
  return field.required === true || (field.required === 'create' && mode === 'create');
}

function createField(field: FieldDescription) {
  // A required field may be cleared on edit (sent as null) but never created empty.
  const value = field.nullable && !field.required ? field.schema.nullable() : field.schema;
  if (field.default !== undefined) return value.default(field.default as never);
  return field.required && !field.linked ? value : value.optional();
}

function fieldsFor(resource: ResourceDescription, mode: 'create' | 'edit') {
  return Object.entries(resource.fields).filter(([, field]) => !field.only || field.only === mode);
}

/** The body's name for a linked field, given the option chosen in the field it follows. */
export function linkedName(name: string, field: FieldDescription, values: Record<string, unknown>) {
  const option = field.linked?.options[String(values[field.linked.by])];
  return option?.name ?? name;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A body schema: parsed from any JSON object, answering the values to store. */
export type BodySchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/** Names nothing else: a key no field, read-only rule or link explains is refused by name. */
export const unknownKeysError = (what: string) => (issue: { code?: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys' ? `Unknown ${what}: ${(issue.keys ?? []).join(', ')}` : undefined;

/** The parent's id as a body may repeat it (ParentLink.echo): a number, or its digits as text, as a client holding it from a path sends it. */
function parentEchoShape(resource: ResourceDescription) {
  const echo = resource.parent?.echo;
  if (!echo) return {};
  const message = `${echo} must be a whole number`;
  const id = z
    .union([z.number(), z.string().trim().regex(/^\d+$/, message).transform(Number)], { error: message })
    .pipe(z.number().int(message).positive(message));
  return { [echo]: id.optional() };
}

/**
 * What a plain object cannot say about a body: an echoed `id` is dropped, the parent's id may be
 * repeated under its echo name (the server holds it to the path's), read-only fields and
 * fields of the other mode are refused with the reason, and linked fields arrive under their
 * chosen name (user_id) and are stored under their own (type_id). Anything else unknown is refused.
 */
function withBodyRules(resource: ResourceDescription, mode: 'create' | 'edit', object: z.ZodObject): BodySchema {
  const linked = fieldsFor(resource, mode).filter(([, field]) => field.linked);
  const refused = [
    ...Object.entries(resource.readOnly ?? {}),
    ...Object.entries(resource.fields)
      .filter(([, field]) => field.only && field.only !== mode)
      .map(([name, field]) => [name, `${field.label} can only be set when ${field.only === 'edit' ? 'editing' : 'creating'}`] as const),
  ];
  const prepared = z.preprocess(
    (raw, context) => {
      if (!isRecord(raw)) return raw;
      const { id: _echoedId, ...body } = raw;
      for (const [name, message] of refused) {
        if (!(name in body)) continue;
        context.addIssue({ code: 'custom', message, path: [name] });
        delete body[name];
      }
      for (const [name, field] of linked) {
        const chosen = linkedName(name, field, body);
        // An edit that keeps the type may name the reference by either of its names.
        const names = chosen === name ? Object.values(field.linked?.options ?? {}).map((option) => option.name) : [chosen];
        const given = names.find((candidate) => candidate in body);
        if (given) body[name] = body[given];
        for (const option of Object.values(field.linked?.options ?? {})) delete body[option.name];
      }
      return body;
    },
    z.strictObject({ ...object.shape, ...parentEchoShape(resource) }, { error: unknownKeysError('field') }),
  );
  if (mode === 'edit') return prepared as BodySchema;
  const checked = prepared.superRefine(
    (body, context) => {
      if (!isRecord(body)) return;
      for (const [name, field] of linked) {
        const option = field.linked?.options[String(body[field.linked.by])];
        if (option && !option.isOptional && (body[name] === undefined || body[name] === null)) {
          context.addIssue({ code: 'custom', message: `${option.label} is required`, path: [option.name] });
        }
      }
    },
    // Report a missing owner beside the other field errors, not only once they are fixed.
    { when: () => true },
  );
  return checked as BodySchema;
}

export function createSchema(resource: ResourceDescription): BodySchema {
  const object = z.object(Object.fromEntries(fieldsFor(resource, 'create').map(([name, field]) => [name, createField(field)])));
  return withBodyRules(resource, 'create', object);
}

/** PATCH takes any subset of the fields; `id` may be echoed back and is ignored. */
export function updateSchema(resource: ResourceDescription): BodySchema {
  const object = z.object(
    Object.fromEntries(fieldsFor(resource, 'edit').map(([name, field]) => [name, (field.nullable ? field.schema.nullable() : field.schema).optional()])),
  );
  return withBodyRules(resource, 'edit', object);
}

/** A query string of these parameters and no other: an unknown one is refused by name. */
export function strictQuery<const S extends z.core.$ZodShape>(shape: S) {
  return z.strictObject(shape, { error: unknownKeysError('query parameter') });
}

/** The query of a route that takes none (a record's page, a create, an edit): any parameter is refused. */
export const emptyQuerySchema = strictQuery({});

export function listSchema(resource: ResourceDescription) {
  return strictQuery(listQuerySchema(resource.sortable).extend(resource.filters).shape);
}

/** Query-string filters arrive as text: coerce what the filter expects. */
export const filterNumber = z.coerce
  .number({ error: 'Filter must be a whole number' })
  .int('Filter must be a whole number')
  .positive('Filter must be a whole number')
  .max(2_147_483_647, 'Filter is too large');
export const filterBoolean = z.enum(['true', 'false'], { error: 'Filter must be true or false' }).transform((value) => value === 'true');
